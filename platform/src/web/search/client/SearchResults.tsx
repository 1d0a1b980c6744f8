'use client';

import { Fragment, useMemo } from 'react';
import {
  facetCountLabel,
  FleetCard,
  Pagination,
  PromoCard,
  ResultsGrid,
  Text,
  VehicleCard,
} from '@dealer/design-system';
import {
  type CardDocument,
  savedCarOf,
  vehicleCardProps,
} from '../../../search/address/search-config';
import { saveAndCompareShown } from '../../../domain/card-actions';
import { promoCardsForPage, slotOnPage } from '../../../domain/promo-cards';
import { factsFromDocument } from '../../../domain/vehicle-facts';
import { WatchlistButton } from '../../watchlist/client/WatchlistButton';
import { CardSaveCompare, CompareIndicator } from './CardSaveCompare';
import { type StockSearchProps } from './stock-search-props';

/**
 * A card's heart and compare box: the heart saves to the watchlist where the site has it (spec
 * §4), else to the browser's favourites.
 */
function CardExtras({
  hit,
  siteSlug,
  options,
}: {
  hit: CardDocument;
  siteSlug: string;
  options: StockSearchProps['cardOptions'];
}) {
  const facts = factsFromDocument(hit);
  const shown = saveAndCompareShown(facts, options);
  const compare = (
    <CardSaveCompare
      siteSlug={siteSlug}
      car={savedCarOf(hit)}
      save={shown.save && !options.watchlist}
      compare={shown.compare}
    />
  );
  if (!options.watchlist) return compare;
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: '0.75rem', flexWrap: 'wrap' }}>
      <WatchlistButton
        car={{ ...facts, id: hit.id, name: hit.name }}
        options={options}
        size="small"
        variant="soft"
      />
      {compare}
    </div>
  );
}

interface ResultsViewProps {
  props: StockSearchProps;
  hits: CardDocument[];
  total: number;
  page: number;
  pages: number;
  failed: boolean;
  busy: boolean;
  hrefForPage: (page: number) => string;
  onNavigate?: (page: number, event: React.MouseEvent<HTMLAnchorElement>) => void;
  carTypes: string[] | null;
}

/** A page of results: the count, the vehicle cards with the promo cards among them, the pages. */
export function ResultsView({
  props,
  hits,
  total,
  page,
  pages,
  failed,
  busy,
  hrefForPage,
  onNavigate,
  carTypes,
}: ResultsViewProps) {
  const now = useMemo(() => new Date(props.now), [props.now]);
  const noun = props.vehicleNoun;
  const slots = { page, hitsPerPage: props.hitsPerPage, hitsOnPage: hits.length };
  const promos = promoCardsForPage(props.promoCards, { ...slots, today: props.today, carTypes });
  const fleet = props.fleetCard ?? null;
  const fleetIndex = fleet ? slotOnPage(fleet.position, slots) : null;
  return (
    <div id="search-results" style={{ display: 'grid', gap: '1rem', scrollMarginTop: '6rem' }}>
      <Text weight="strong" data-testid="result-count">
        {`${facetCountLabel(total)} ${total === 1 ? noun.replace(/s$/, '') : noun} found`}
      </Text>
      {props.cardOptions.compare ? <CompareIndicator siteSlug={props.siteSlug} /> : null}
      {failed ? (
        <Text tone="critical" as="div">
          Search is not available right now. The results below may be out of date.
        </Text>
      ) : null}
      {hits.length === 0 ? (
        <Text>No {noun.toLowerCase()} match your search. Try removing a filter.</Text>
      ) : (
        <ResultsGrid label={noun} busy={busy}>
          {/* the first card's photo is fetched first (the largest paint; on a phone the only
              card on the first screen): the others share no bandwidth with it */}
          {hits.map((hit, i) => (
            <Fragment key={hit.id}>
              {promos
                .filter((p) => p.index === i)
                .map(({ card }) => (
                  <li key={card.id}>
                    <PromoCard title={card.title} description={card.description} href={card.href} />
                  </li>
                ))}
              {fleet && fleetIndex === i ? (
                <li>
                  <FleetCard
                    heading={fleet.heading}
                    description={fleet.description}
                    href={fleet.href}
                  />
                </li>
              ) : null}
              <li>
                <VehicleCard
                  {...vehicleCardProps(hit, props.cardOptions, now, i === 0)}
                  extra={
                    <CardExtras hit={hit} siteSlug={props.siteSlug} options={props.cardOptions} />
                  }
                />
              </li>
            </Fragment>
          ))}
        </ResultsGrid>
      )}
      <Pagination current={page} total={pages} hrefForPage={hrefForPage} onNavigate={onNavigate} />
    </div>
  );
}
