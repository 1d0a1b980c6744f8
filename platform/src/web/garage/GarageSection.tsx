import { type ReactNode } from 'react';
import { Button, Heading, Stack, Text } from '@dealer/design-system';
import { type GarageSectionId } from '../../domain/garage';

// The garage's parts as the page shows them (server and browser alike): a section under its
// heading, and the empty state that offers the search.

/** A garage section: its heading (level 2) names the region. */
export function GarageSection({
  id,
  heading,
  children,
}: {
  id: string;
  heading: string;
  children: ReactNode;
}) {
  const headingId = `garage-${id}`;
  return (
    <section aria-labelledby={headingId} data-testid={`garage-${id}`}>
      <Stack space="medium">
        <Heading level={2} id={headingId}>
          {heading}
        </Heading>
        {children}
      </Stack>
    </section>
  );
}

/** A section with nothing in it yet: what would be here, and a way to the search. */
export function GarageEmptyState({
  text,
  searchHref,
  vehicleNoun,
}: {
  text: string;
  searchHref: string;
  /** 'Cars', 'Caravans' */
  vehicleNoun: string;
}) {
  return (
    <Stack space="small">
      <Text tone="muted">{text}</Text>
      <div>
        <Button href={searchHref} variant="soft" size="small">
          {`Search our ${vehicleNoun.toLowerCase()}`}
        </Button>
      </div>
    </Stack>
  );
}

/** What each section says while it is empty, in the site's word for its vehicles. */
export function garageEmptyText(section: GarageSectionId, vehicleNoun: string): string {
  const noun = vehicleNoun.toLowerCase();
  const one = noun.replace(/s$/, '');
  switch (section) {
    case 'favourites':
      return `You have no favourites yet. Tap the heart on a ${one} to keep it here.`;
    case 'watchlist':
      return `Your watchlist is empty. Save ${noun} you like and they will appear here.`;
    case 'saved-searches':
      return 'You have no saved searches. Save a search to hear of new matches and price drops.';
    case 'recent-searches':
      return 'You have not searched yet. Your latest searches will appear here.';
    case 'recently-viewed':
      return `You have not viewed any ${noun} yet. The ${noun} you look at will appear here.`;
  }
}
