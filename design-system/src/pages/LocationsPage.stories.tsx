import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Breadcrumbs } from '../components/Breadcrumbs/Breadcrumbs';
import { Heading } from '../components/Heading/Heading';
import { demoLocations } from '../components/LocationCard/LocationCard.fixtures';
import { LocationsGrid } from '../components/LocationsGrid/LocationsGrid';
import { Stack } from '../components/Stack/Stack';
import { Text } from '../components/Text/Text';
import { dealerName, desktop, phone, SitePage } from './SitePage';

// The locations page as the platform's locations page puts it together (spec §2): the
// breadcrumbs, the heading and every location's card, with the location cards' story data.

function LocationsPage() {
  return (
    <SitePage>
      <Stack space="large">
        <Breadcrumbs
          items={[
            { label: 'Home', href: '/' },
            { label: 'Our Locations', href: '/our-location' },
          ]}
        />
        <Stack space="small">
          <Heading level={1}>View our locations</Heading>
          <Text tone="muted">
            {`${dealerName} has ${demoLocations.length} locations. Find the one nearest to you.`}
          </Text>
        </Stack>
        <LocationsGrid
          label="Our locations"
          headingLevel={2}
          detailsLabel="View Location Details"
          locations={demoLocations}
        />
      </Stack>
    </SitePage>
  );
}

const meta = {
  title: 'Pages/Locations',
  component: LocationsPage,
  parameters: { bleed: true },
} satisfies Meta<typeof LocationsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The cards' tops, one a row: how many cards each row holds. */
function rows(canvasElement: HTMLElement): number[] {
  const tops = new Map<number, number>();
  for (const card of within(canvasElement).getAllByRole('article')) {
    const top = Math.round(card.getBoundingClientRect().top);
    tops.set(top, (tops.get(top) ?? 0) + 1);
  }
  return [...tops.values()];
}

/** The locations page on a desktop: four cards a row. */
export const Desktop: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'View our locations' }),
    ).toBeVisible();
    await expect(rows(canvasElement)).toEqual([4, 3]);
  },
};

/** The locations page on a phone: one card a row. */
export const Phone: Story = {
  globals: phone,
  play: async ({ canvasElement }) => {
    await expect(rows(canvasElement).every((count) => count === 1)).toBe(true);
  },
};
