import { appRuntime } from '../../runtime';
import { documentKey } from '../../runtime/document-cache';
import { siteForRoute } from '../frame/app-context';
import { clientAddressOf } from '../../runtime/http/client-address';
import { vehicleOgImage } from './vehicle-og-image';
import { loadVehicle } from './load-vehicle';
import { decodePathSegment } from '../../domain/path-segment';

type CarParams = Promise<{ site: string; slug: string }>;

/** /cars/{slug}/share-image: the vehicle page's share picture (its og:image). */
export function shareImageRoute() {
  return {
    async GET(request: Request, { params }: { params: CarParams }) {
      const { site: siteSlug, slug } = await params;
      const site = await siteForRoute(siteSlug);
      const carSlug = decodePathSegment(slug);
      const loaded = site && carSlug !== null ? await loadVehicle(site, carSlug) : null;
      if (!site || !loaded) return new Response('Not found', { status: 404 });
      // made once per car change and day; a client that makes many is refused
      const { documents, limits } = appRuntime();
      const now = new Date();
      const key = documentKey('share-image', site.slug, loaded.car, now);
      let image = documents.get(key);
      if (!image) {
        if (!(await limits.documentsPerClient.take(`${site.slug}:${clientAddressOf(request)}`))) {
          return new Response('Too many requests. Please wait a minute and try again.', {
            status: 429,
            headers: { 'retry-after': '60', 'cache-control': 'no-store' },
          });
        }
        const made = await vehicleOgImage(site, loaded.car.slug);
        if (!made) return new Response('Not found', { status: 404 });
        image = {
          body: new Uint8Array(await made.arrayBuffer()),
          contentType: made.headers.get('content-type') ?? 'image/png',
        };
        documents.set(key, image);
      }
      return new Response(new Blob([image.body as Uint8Array<ArrayBuffer>]), {
        headers: { 'content-type': image.contentType, 'cache-control': 'public, max-age=300' },
      });
    },
  };
}
