import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { vars } from '../../theme/contract.css';
import { demoLocations } from '../LocationCard/LocationCard.fixtures';
import { LocationsGrid } from './LocationsGrid';

const meta = {
  title: 'Dealer/LocationsGrid',
  component: LocationsGrid,
  tags: ['autodocs'],
  args: { locations: demoLocations.slice(0, 5) },
  // 1280px wide: the 'wide' breakpoint (Bootstrap's xl of the spec)
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta<typeof LocationsGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

/** How many cards each row holds, top to bottom: [4, 1]. */
function rows(canvasElement: HTMLElement): number[] {
  const cards = within(canvasElement).getAllByRole('article');
  const tops = new Map<number, number>();
  for (const card of cards) {
    const top = Math.round(card.getBoundingClientRect().top);
    tops.set(top, (tops.get(top) ?? 0) + 1);
  }
  return [...tops.entries()].sort(([a], [b]) => a - b).map(([, count]) => count);
}

/** More than 3 locations: 4 across on a wide screen. */
export const MoreThanThree: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Locations' });
    await expect(list.children).toHaveLength(5);
    await expect(rows(canvasElement)).toEqual([4, 1]);
  },
};

/** Exactly 3: 3 across. */
export const Three: Story = {
  args: { locations: demoLocations.slice(0, 3) },
  play: async ({ canvasElement }) => {
    await expect(rows(canvasElement)).toEqual([3]);
  },
};

/** Fewer than 3: wider cards (5 twelfths of the row each), centred. */
export const Two: Story = {
  args: { locations: demoLocations.slice(0, 2) },
  play: async ({ canvasElement }) => {
    await expect(rows(canvasElement)).toEqual([2]);
    const list = within(canvasElement).getByRole('list', { name: 'Locations' });
    const card = list.children[0]!;
    const share = card.getBoundingClientRect().width / list.getBoundingClientRect().width;
    await expect(share).toBeGreaterThan(0.38);
    await expect(share).toBeLessThan(5 / 12);
  },
};

export const One: Story = {
  args: { locations: demoLocations.slice(0, 1) },
  play: async ({ canvasElement }) => {
    await expect(rows(canvasElement)).toEqual([1]);
  },
};

/** The /our-location page: every card's button reads 'View Location Details'. */
export const OurLocationPage: Story = {
  args: { locations: demoLocations, detailsLabel: 'View Location Details' },
  play: async ({ canvasElement }) => {
    await expect(rows(canvasElement)).toEqual([4, 3]);
    await expect(
      within(canvasElement).getAllByRole('link', { name: /^View Location Details: / }),
    ).toHaveLength(7);
  },
};

/** The dark variant of spec §2, on a dark section. */
export const Dark: Story = {
  args: { variant: 'dark' },
  decorators: [
    (Story) => (
      <div style={{ background: vars.color.surfaceSunken, padding: vars.space.large }}>
        <Story />
      </div>
    ),
  ],
};

/** One across on a phone. */
export const Phone: Story = {
  args: { locations: demoLocations.slice(0, 3) },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(rows(canvasElement)).toEqual([1, 1, 1]);
  },
};

/** No locations: nothing, not an empty list. */
export const Empty: Story = {
  args: { locations: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('list')).toBeNull();
  },
};

export const Toyota: Story = { globals: { brand: 'toyota' } };
export const Caravan: Story = { globals: { brand: 'caravan' } };
export const DarkToyota: Story = { ...Dark, globals: { brand: 'toyota' } };
export const DarkCaravan: Story = { ...Dark, globals: { brand: 'caravan' } };
