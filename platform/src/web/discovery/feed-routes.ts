import { connection } from 'next/server';
import { googleMerchantFeed } from '../../domain/google-merchant-feed';
import { metaCatalogueFeed } from '../../domain/meta-catalogue-feed';
import { stockJsonFeed } from '../../domain/stock-json-feed';
import { type FeedSite, type FeedSources } from '../../domain/vehicle-feeds';
import { appRuntime } from '../../runtime';
import { siteForRoute } from '../frame/app-context';
import { vehicleFeedPaths, type VehicleFeedFormat } from '../../domain/vehicle-feed-paths';

// app/[site]/feeds/google-merchant.xml, meta-catalogue.csv and stock.json of every template app:
// the site's listings feeds, from the cars it shows now and its locations. The app server keeps
// each in its render cache under the site's stock tag (see render-cache-policy).

type SiteParams = Promise<{ site: string }>;

const builders: Record<VehicleFeedFormat, (site: FeedSite, sources: FeedSources) => string> = {
  'google-merchant': googleMerchantFeed,
  'meta-catalogue': metaCatalogueFeed,
  stock: stockJsonFeed,
};

export function vehicleFeedRoute(format: VehicleFeedFormat) {
  const build = builders[format];
  const { contentType } = vehicleFeedPaths[format];
  return {
    GET: async (_request: Request, { params }: { params: SiteParams }) => {
      await connection(); // per request: the answer is the asking site's
      const site = await siteForRoute((await params).site);
      if (!site) {
        return new Response('Site not found.', {
          status: 404,
          headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
        });
      }
      const store = await appRuntime().store();
      const [cars, locations] = await Promise.all([
        store.stock.listVisibleCars(site, new Date()),
        store.stock.listLocations(site),
      ]);
      return new Response(build(site, { cars, locations }), {
        headers: {
          'content-type': contentType,
          // readers ask again each time; the app answers from its render cache
          'cache-control': 'public, no-cache',
        },
      });
    },
  };
}
