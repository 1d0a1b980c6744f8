'use client';

import { type ReactNode, useEffect, useMemo, useState } from 'react';
import {
  Button,
  Link,
  ResultsGrid,
  Stack,
  Text,
  VehicleCard,
  VisuallyHidden,
} from '@dealer/design-system';
import { garageFavouriteIds } from '../../../domain/favourites';
import { recentlyViewedIds } from '../../../domain/garage';
import { type Favourite, readFavourites, removeFavourite } from '../favourites';
import { loadViewedCars, type ViewedCar } from '../../leads/viewed-cars';
import {
  type CardDocument,
  type CardOptions,
  vehicleCardProps,
} from '../../../search/address/search-config';
import { postFavouritesChange } from './account-favourites';
import { useSavedCarIds } from '../../search/client/CardSaveCompare';
import { fetchGarageCards, type GarageSearch } from './garage-cards';
import { GaragePending } from './GaragePending';

// The garage's cars the browser keeps (spec §4 favourites, spec §3 viewed-car record): their
// ids read from the browser's storage once the page is in the browser, their cards asked of the
// site's search (today's price and status); a car the site no longer shows is left out. When
// the search cannot be reached the cars are offered as plain links.

export interface GarageCarsCommon {
  search: GarageSearch;
  cardOptions: CardOptions;
  /** the page's time (ISO), for the cards' tags */
  now: string;
  /** shown when there is no car to show */
  empty: ReactNode;
}

type Found = ReadonlyMap<number, CardDocument | null>;

/**
 * The cards of the cars with these ids, asked of the site's search as the ids come (a car
 * asked once is not asked again, so a removal shows at once).
 */
export function useGarageCards(ids: readonly number[], search: GarageSearch) {
  const [found, setFound] = useState<Found>(() => new Map());
  const [failed, setFailed] = useState(false);
  const key = ids.join(',');
  useEffect(
    () => {
      const missing = ids.filter((id) => !found.has(id));
      if (missing.length === 0) return;
      let live = true;
      void fetchGarageCards(search, missing).then((docs) => {
        if (!live) return;
        if (!docs) {
          setFailed(true);
          return;
        }
        setFound((before) => {
          const next = new Map(before);
          for (const id of missing) next.set(id, docs.find((doc) => doc.id === id) ?? null);
          return next;
        });
      });
      return () => {
        live = false;
      };
    },
    // the ids' text stands for the ids; what was found is read, not followed
    [key, search], // eslint-disable-line react-hooks/exhaustive-deps
  );
  const loading = !failed && ids.some((id) => !found.has(id));
  const docs = ids.flatMap((id) => {
    const doc = found.get(id);
    return doc ? [doc] : [];
  });
  return { loading, failed, docs };
}

function GarageCardGrid({
  label,
  docs,
  options,
  now,
  extra,
}: {
  label: string;
  docs: readonly CardDocument[];
  options: CardOptions;
  now: string;
  extra?: (doc: CardDocument) => ReactNode;
}) {
  const at = useMemo(() => new Date(now), [now]);
  return (
    <ResultsGrid label={label}>
      {docs.map((doc) => (
        <li key={doc.id}>
          <VehicleCard
            {...vehicleCardProps(doc, options, at)}
            headingLevel={3}
            extra={extra?.(doc)}
          />
        </li>
      ))}
    </ResultsGrid>
  );
}

/** The cars as links, when their cards could not be had. */
function GarageCarLinks({
  label,
  links,
}: {
  label: string;
  links: { href: string; text: string }[];
}) {
  return (
    <Stack space="small">
      <Text tone="muted">We could not load these cars just now. Here they are as links.</Text>
      <ul aria-label={label}>
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href}>{link.text}</Link>
          </li>
        ))}
      </ul>
    </Stack>
  );
}

export interface GarageFavouritesProps extends GarageCarsCommon {
  siteSlug: string;
  /** the signed-in shopper's favourites in the account (the latest first); null for a visitor */
  accountIds: readonly number[] | null;
}

/**
 * Favourites: the account's and the browser's (a visitor's: the browser's only), each with
 * Remove, which takes it off both.
 */
export function GarageFavourites({
  siteSlug,
  accountIds,
  search,
  cardOptions,
  now,
  empty,
}: GarageFavouritesProps) {
  const localIds = useSavedCarIds(siteSlug);
  const [read, setRead] = useState(false);
  const [local, setLocal] = useState<Favourite[]>([]);
  const [removed, setRemoved] = useState<ReadonlySet<number>>(() => new Set());
  useEffect(() => {
    setLocal(readFavourites(siteSlug));
    setRead(true);
  }, [siteSlug, localIds.join(',')]); // eslint-disable-line react-hooks/exhaustive-deps
  const ids = useMemo(
    () =>
      garageFavouriteIds(
        accountIds ?? [],
        local.map((car) => car.id),
      ).filter((id) => !removed.has(id)),
    [accountIds, local, removed],
  );
  const cards = useGarageCards(read ? ids : [], search);
  if (!read || cards.loading) return <GaragePending empty={empty} />;

  const remove = (car: { id: number; name: string }) => {
    setRemoved((before) => new Set(before).add(car.id));
    removeFavourite(siteSlug, car.id);
    if (accountIds === null) return;
    void postFavouritesChange('remove', [car.id]).then((after) => {
      if (!after)
        window.alert(`${car.name} could not be removed from your favourites. Please try again.`);
    });
  };

  if (cards.failed) {
    const links = local
      .filter((car) => ids.includes(car.id))
      .map((car) => ({ href: `/cars/${car.slug}`, text: car.name }));
    return links.length > 0 ? <GarageCarLinks label="Favourites" links={links} /> : empty;
  }
  if (cards.docs.length === 0) return empty;
  return (
    <GarageCardGrid
      label="Favourites"
      docs={cards.docs}
      options={cardOptions}
      now={now}
      extra={(doc) => (
        <div>
          <Button variant="ghost" size="small" onClick={() => remove(doc)}>
            <>
              Remove<VisuallyHidden> {doc.name} from your favourites</VisuallyHidden>
            </>
          </Button>
        </div>
      )}
    />
  );
}

/** Recently viewed: the latest cars the shopper opened on this site, the latest first. */
export function GarageRecentlyViewed({ search, cardOptions, now, empty }: GarageCarsCommon) {
  const [viewed, setViewed] = useState<ViewedCar[] | null>(null);
  useEffect(() => {
    setViewed(loadViewedCars());
  }, []);
  const ids = useMemo(() => recentlyViewedIds(viewed ?? []), [viewed]);
  const cards = useGarageCards(ids, search);
  if (viewed === null || cards.loading) return <GaragePending empty={empty} />;
  if (cards.failed) {
    const links = (viewed ?? [])
      // a page of this site only
      .filter((car) => ids.includes(car.id) && /^\/(?![/\\])/.test(car.path))
      .map((car) => ({ href: car.path, text: `${car.make} ${car.model}` }));
    return links.length > 0 ? <GarageCarLinks label="Recently viewed" links={links} /> : empty;
  }
  if (cards.docs.length === 0) return empty;
  return (
    <GarageCardGrid label="Recently viewed" docs={cards.docs} options={cardOptions} now={now} />
  );
}
