import {
  Button,
  CallToActionBand,
  FacetTiles,
  FeaturedStock,
  Heading,
  Image,
  LocationsCarousel,
  PromotionsSlider,
  ReviewSummary,
  Stack,
  Text,
} from '@dealer/design-system';
import { formatNumber } from '@dealer/design-system/format';
import { type Site } from '@dealer/site-config';
import { type Location } from '../../domain/entities';
import { QuickSearch } from './client/QuickSearch';
import { cardOptions, vehicleCardProps } from '../../search/address/search-config';
import { UsedVehicleGuarantees } from '../vehicle/UsedVehicleGuarantees';
import {
  bodyLabelOf,
  bodyTypeTiles,
  type FeaturedStockData,
  homeCallsToAction,
  type HomeStockFacets,
  reviewsSummary,
} from './home-data';
import { homeLocationCards } from './home-locations';
import { maxPriceOptions } from './quick-search';
import { heroPictureOf } from '../../domain/home-hero';
import { popularMakesOf } from '../../domain/popular-makes';
import { promotionSlidesOf } from '../../domain/promotions-slider';
import { offeredHref } from '../frame/site-pages';

// The home page's blocks (spec §2): each a server component of design-system parts; only the
// hero's quick search and the carousels run in the browser.

/** The stock count and the way into all of it (under the page's heading). */
export function StockSummary({ site, stockCount }: { site: Site; stockCount: number }) {
  const noun = site.content.vehicleNoun.toLowerCase();
  const count = formatNumber(stockCount);
  return (
    <Stack space="medium">
      <Text size="large" data-testid="stock-count">
        <strong>{count}</strong> {noun} in stock
      </Text>
      <div>
        <Button href="/search" size="large" variant="soft">
          {`Search all ${count} ${noun}`}
        </Button>
      </div>
    </Stack>
  );
}

/** The page's heading without the hero (a site that leaves the hero out). */
export function PlainHomeHeading({ site, stockCount }: { site: Site; stockCount: number }) {
  return (
    <section aria-labelledby="home-heading">
      <Stack space="medium">
        <Heading level={1} id="home-heading">
          {site.name}
        </Heading>
        {site.content.tagline ? <Text tone="muted">{site.content.tagline}</Text> : null}
        <StockSummary site={site} stockCount={stockCount} />
      </Stack>
    </section>
  );
}

/** spec §2 the hero: the dealer’s name, tagline, stock count and the quick search, over the site’s picture. */
export function HomeHero({
  site,
  stockCount,
  facets,
  search,
  first,
}: {
  site: Site;
  stockCount: number;
  facets: HomeStockFacets;
  search: { host: string; indexUid: string; apiKey: string };
  /** the hero's picture is the page's largest paint (see homeLeadPicture) */
  first: boolean;
}) {
  const picture = heroPictureOf(site);
  return (
    <QuickSearch
      heading={site.name}
      picture={
        // decorative: the heading says whose site it is; opening the page, it is the page's
        // largest picture, asked for with the page, so the offer popup's is never the largest
        // paint
        picture ? (
          <Image
            src={picture.src}
            alt=""
            width={picture.width}
            height={picture.height}
            slot="hero"
            priority={first}
          />
        ) : null
      }
      tagline={site.content.tagline || null}
      vehicleNoun={site.content.vehicleNoun}
      bodyLabel={bodyLabelOf(site)}
      makes={facets.makes}
      popularMakes={popularMakesOf(site.search.popularMakes, facets.makes)}
      bodies={facets.bodies}
      prices={maxPriceOptions(facets.price)}
      total={facets.total}
      search={search}
    >
      <StockSummary site={site} stockCount={stockCount} />
    </QuickSearch>
  );
}

/**
 * The featured cars in the carousel; the first card's picture loads at once when it is the page's
 * lead picture (`first`, see homeLeadPicture), the rest lazily.
 */
export function HomeFeatured({
  site,
  featured,
  now,
  first,
}: {
  site: Site;
  featured: FeaturedStockData;
  now: Date;
  first: boolean;
}) {
  const options = cardOptions(site);
  return (
    <FeaturedStock
      heading={featured.heading}
      viewAll={{ href: featured.viewAllHref }}
      cars={featured.cars.map((car, index) => ({
        id: car.id,
        ...vehicleCardProps(car, options, now, first && index === 0),
      }))}
    />
  );
}

/**
 * spec §9 promotions slider: the site's slides in its order, each link only to a page the site
 * offers; nothing for a site without slides. `first`: the slider is the page's first block, its
 * first picture the page's largest.
 */
export function HomePromotions({ site, first }: { site: Site; first: boolean }) {
  const slides = promotionSlidesOf(site, (href) => offeredHref(site, href));
  return (
    <PromotionsSlider
      priority={first}
      slides={slides.map((slide, index) => ({ id: `${index}-${slide.image.src}`, ...slide }))}
    />
  );
}

/** spec §2 facet tiles: the stock's bodies with their counts, each to its search. */
export function HomeBodyTypes({ site, facets }: { site: Site; facets: HomeStockFacets }) {
  const tiles = bodyTypeTiles(facets.bodies);
  if (tiles.length === 0) return null;
  const label = bodyLabelOf(site);
  return (
    <section aria-labelledby="home-body-types-heading">
      <Stack space="medium">
        <Heading level={2} id="home-body-types-heading">
          {`Shop by ${label}`}
        </Heading>
        <FacetTiles label={label} items={tiles.map((tile) => ({ ...tile, isRefined: false }))} />
      </Stack>
    </section>
  );
}

/** spec §2 carousel 'Our Locations'. */
export function HomeLocations({
  site,
  locations,
  now,
}: {
  site: Site;
  locations: readonly Location[];
  now: Date;
}) {
  return <LocationsCarousel locations={homeLocationCards(site, locations, now)} />;
}

/** The dealer's review summary: stars, the average with one decimal and the count (spec §9). */
export function HomeReviews({ locations }: { locations: readonly Location[] }) {
  const summary = reviewsSummary(locations);
  if (!summary) return null;
  return (
    <section aria-labelledby="home-reviews-heading">
      <Stack space="medium">
        <Heading level={2} id="home-reviews-heading">
          Customer Reviews
        </Heading>
        <ReviewSummary average={summary.average} count={summary.count} source="Google" />
        <div>
          <Button href="/reviews" variant="soft">
            Read our reviews
          </Button>
        </div>
      </Stack>
    </section>
  );
}

/** Finance, trade-in and service, each to a page the site offers. */
export function HomeCallsToAction({ site }: { site: Site }) {
  return <CallToActionBand heading="How we can help" hideHeading items={homeCallsToAction(site)} />;
}

/** The used-car promises (spec §2 guarantee strip). */
export function HomeGuarantees() {
  return <UsedVehicleGuarantees />;
}
