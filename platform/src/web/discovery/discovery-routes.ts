import { connection } from 'next/server';
import { appRuntime } from '../../runtime';
import { siteForRoute } from '../frame/app-context';
import { offerPath } from '../../domain/offers';
import { contentPagesOf } from '../content/content-pages';
import { robotsTxt, sitemapEntries, sitemapXml } from './sitemap';

// app/[site]/sitemap.xml/route.ts and app/[site]/robots.txt/route.ts of every template app.

type SiteParams = Promise<{ site: string }>;

const notFound = () =>
  new Response('Site not found.', {
    status: 404,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });

export function sitemapRoute() {
  return {
    GET: async (_request: Request, { params }: { params: SiteParams }) => {
      await connection(); // per request: the answer is the asking site's
      const site = await siteForRoute((await params).site);
      if (!site) return notFound();
      const store = await appRuntime().store();
      const now = new Date();
      const [cars, locations, offers] = await Promise.all([
        store.stock.listVisibleCars(site, now),
        store.stock.listLocations(site),
        store.content.listOffers(site, now),
      ]);
      const entries = sitemapEntries(site, {
        cars,
        locations,
        contentPages: contentPagesOf(site),
        offerPaths: ['/special-offers', ...offers.map((offer) => offerPath(offer, site))],
      });
      return new Response(sitemapXml(site.url, entries), {
        headers: {
          'content-type': 'application/xml; charset=utf-8',
          'cache-control': 'public, max-age=300',
        },
      });
    },
  };
}

export function robotsRoute() {
  return {
    GET: async (_request: Request, { params }: { params: SiteParams }) => {
      await connection(); // per request: the answer is the asking site's
      const site = await siteForRoute((await params).site);
      if (!site) return notFound();
      return new Response(robotsTxt(site.url), {
        headers: {
          'content-type': 'text/plain; charset=utf-8',
          'cache-control': 'public, max-age=3600',
        },
      });
    },
  };
}
