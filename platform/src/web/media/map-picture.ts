import { type Site } from '@dealer/site-config';
import { type Location } from '../../domain/entities';
import { placeName } from '../../domain/locations';
import {
  hasMapPosition,
  mapFingerprint,
  mapPictureOf,
  providerStaticMapUrl,
} from '../../domain/maps';
import { locationMapSvg } from '../../media';
import { checkOriginal, ImageInputError } from '../../media/image-transform';
import { cacheKeyOf, type VariantCache } from '../../media/variant-cache';
import { appRuntime } from '../../runtime';
import { fetchPhoto, PhotoFetchError } from '../../services/media/photo-fetch';

// /media/map/{location slug}-{fingerprint}.{svg|png}: the static map picture of one of the
// site's locations, the original the image route makes the page's variants of (spec §7
// embedded map). An .svg is the map the site draws (the embedded default); a .png is the
// provider's (Google's Maps Static API), fetched by the server once with the photo fetch's
// protections and kept beside the variants. When the provider does not answer, or answers with
// no picture, the drawn map stands in, marked as kept by nobody, so the page never shows a broken
// map and the provider's is asked for again next time.

export interface MapPictureDeps {
  /** the site's locations */
  locations: (site: Site) => Promise<readonly Location[]>;
  /** the bytes at a provider's address (https only, the host's addresses public) */
  fetchStatic: (url: URL) => Promise<Buffer>;
  cache: Pick<VariantCache, 'getOrMake'>;
}

/** The header that marks a stand-in picture: not to be kept, the provider asked again next time. */
export const MAP_STAND_IN_HEADER = 'x-map-stand-in';

const notFound = () =>
  new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain' } });

const drawnMap = (location: Location, name: string) =>
  locationMapSvg({ name, lat: location.address.lat, long: location.address.long });

export async function mapPictureResponse(
  site: Site,
  file: string,
  deps: MapPictureDeps,
): Promise<Response> {
  const picture = mapPictureOf(file);
  if (!picture) return notFound();
  const location = (await deps.locations(site)).find((l) => l.slug === picture.slug);
  if (!location || !hasMapPosition(location.address)) return notFound();
  // an address names one picture: a moved or renamed place has a new one
  if (picture.fingerprint !== mapFingerprint(location, picture.kind)) return notFound();
  const name = placeName(location.name);
  const svgHeaders = {
    'content-type': 'image/svg+xml; charset=utf-8',
    'x-content-type-options': 'nosniff',
  };
  if (picture.kind === 'drawn') {
    return new Response(drawnMap(location, name), {
      headers: { ...svgHeaders, 'cache-control': 'public, max-age=86400' },
    });
  }
  const url = providerStaticMapUrl(site.maps, location);
  if (!url) return notFound(); // the site's provider draws no static map
  const keyless = new URL(url);
  keyless.searchParams.delete('key');
  try {
    const kept = await deps.cache.getOrMake(
      cacheKeyOf(`original|map|${keyless.href}`),
      async () => {
        const body = await deps.fetchStatic(url);
        await checkOriginal(body);
        return { body, contentType: 'image/png' };
      },
    );
    return new Response(new Uint8Array(kept.body), {
      headers: {
        'content-type': 'image/png',
        'cache-control': 'public, max-age=86400',
        'x-content-type-options': 'nosniff',
      },
    });
  } catch (error) {
    if (!(error instanceof PhotoFetchError || error instanceof ImageInputError)) throw error;
    return new Response(drawnMap(location, name), {
      headers: {
        ...svgHeaders,
        'cache-control': 'no-store',
        // why, for the dealer's developer reading the network panel
        [MAP_STAND_IN_HEADER]: error.message.replace(/[^\x20-\x7e]/g, '?').slice(0, 200),
      },
    });
  }
}

/** The map pictures of the app's sites: their locations in the store, the provider over https. */
export function mapPictureDeps(): MapPictureDeps {
  return {
    locations: async (site) => (await appRuntime().store()).stock.listLocations(site),
    fetchStatic: (url) => fetchPhoto(url),
    cache: appRuntime().imageCache(),
  };
}
