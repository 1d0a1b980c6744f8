import { Fragment, type ReactNode, Suspense } from 'react';
import { Container, Stack } from '@dealer/design-system';
import { type Site } from '@dealer/site-config';
import { type HomeBlockId } from '@dealer/template-profiles';
import { rulesAt } from '../../search';
import { appRuntime } from '../../runtime';
import { publicSiteConfig } from '../search/search-routes';
import { heroPictureOf, homeLeadPicture } from '../../domain/home-hero';
import { homeBlocksOf } from './home-blocks';
import { type HomeData, loadHomeData } from './home-data';
import {
  HomeBodyTypes,
  HomeCallsToAction,
  HomeFeatured,
  HomeGuarantees,
  HomeHero,
  HomeLocations,
  HomePromotions,
  HomeReviews,
  PlainHomeHeading,
} from './HomeBlocks';

/** Blocks another part of the platform renders and the home page places where the site says. */
export interface HomePageSlots {
  /** the 'offers' block: the site's current offers; nothing when not given */
  offers?: ReactNode;
}

/**
 * A site's home page (spec §2): the blocks the site (or its template) lists, in that order:
 * hero with quick search, promotions slider, featured stock, body types, offers, locations, reviews, guarantees,
 * calls to action. The page's heading and stock count show even when the hero is left out.
 */
export async function HomePage({ site, offers }: { site: Site } & HomePageSlots) {
  const now = new Date();
  const runtime = appRuntime();
  const store = await runtime.store();
  const blocks = homeBlocksOf(site);
  const [data, config] = await Promise.all([
    loadHomeData(
      {
        backend: () => runtime.searchBackend(),
        countVisibleStock: (s, at) => store.stock.countVisibleStock(s, at),
        listLocations: (s) => store.stock.listLocations(s),
      },
      site,
      blocks,
      rulesAt(site, now),
      now,
    ),
    blocks.includes('hero') ? publicSiteConfig(site, now) : null,
  ]);

  return (
    <HomePageView
      site={site}
      blocks={blocks}
      data={data}
      search={config?.search ?? null}
      now={now}
      offers={offers}
    />
  );
}

/** The home page of loaded data: each block in the site's order, the offers block from its slot. */
export function HomePageView({
  site,
  blocks,
  data,
  search,
  now,
  offers,
}: {
  site: Site;
  blocks: readonly HomeBlockId[];
  data: HomeData;
  /** the site's search for the browser's quick search (with the hero) */
  search: { host: string; indexUid: string; apiKey: string } | null;
  now: Date;
} & HomePageSlots) {
  // the one picture asked for with the page: its largest paint
  const lead = homeLeadPicture(blocks, heroPictureOf(site));
  const hero =
    blocks.includes('hero') && data.facets && search ? (
      <HomeHero
        site={site}
        stockCount={data.stockCount}
        facets={data.facets}
        search={search}
        first={lead === 'hero'}
      />
    ) : null;
  const block = (id: HomeBlockId): ReactNode => {
    switch (id) {
      case 'hero':
        return hero;
      case 'promotions':
        return <HomePromotions site={site} first={lead === 'promotions'} />;
      case 'featured':
        return data.featured ? (
          <HomeFeatured
            site={site}
            featured={data.featured}
            now={now}
            first={lead === 'featured'}
          />
        ) : null;
      case 'bodyTypes':
        return data.facets ? <HomeBodyTypes site={site} facets={data.facets} /> : null;
      case 'offers':
        return offers ?? null;
      case 'locations':
        return data.locations ? (
          <HomeLocations site={site} locations={data.locations} now={now} />
        ) : null;
      case 'reviews':
        return data.locations ? <HomeReviews locations={data.locations} /> : null;
      case 'guarantees':
        return <HomeGuarantees />;
      case 'callsToAction':
        return <HomeCallsToAction site={site} />;
    }
  };

  return (
    <Container>
      <Stack space="xxlarge">
        {hero ? null : <PlainHomeHeading site={site} stockCount={data.stockCount} />}
        {blocks.map((id) =>
          id === 'hero' ? (
            <Fragment key={id}>{block(id)}</Fragment>
          ) : (
            // each block below the hero hydrates on its own, after the page's frame and hero:
            // the browser stays responsive between blocks instead of hydrating the whole page
            // in one long task
            <Suspense key={id}>{block(id)}</Suspense>
          ),
        )}
      </Stack>
    </Container>
  );
}
