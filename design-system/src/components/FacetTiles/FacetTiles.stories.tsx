import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { FacetTiles, type FacetTile } from './FacetTiles';

const picture = `data:image/svg+xml;utf8,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 60"><rect width="80" height="60" fill="#eef2f7"/><rect x="10" y="25" width="60" height="18" rx="6" fill="#b9bec6"/></svg>')}`;
const bodies: FacetTile[] = [
  ['Wagon', 252],
  ['Hatchback', 79],
  ['Double Cab Pick Up', 62],
  ['Sedan', 21],
  ['Van', 12],
].map(([label, count]) => ({
  value: label as string,
  label: label as string,
  count: count as number,
  isRefined: false,
  image: { src: picture, width: 80, height: 60 },
}));

function Stateful() {
  const [items, setItems] = useState(bodies);
  return (
    <FacetTiles
      label="Body Type"
      items={items}
      onToggle={(v) =>
        setItems(items.map((i) => (i.value === v ? { ...i, isRefined: !i.isRefined } : i)))
      }
    />
  );
}

const meta = {
  title: 'Search/FacetTiles',
  component: FacetTiles,
  args: { label: 'Body Type', items: bodies, onToggle: () => undefined },
} satisfies Meta<typeof FacetTiles>;
export default meta;

export const BodyTypes: StoryObj<typeof meta> = {
  render: () => <Stateful />,
  play: async ({ canvasElement }) => {
    const tile = within(canvasElement).getByRole('button', { name: /Wagon/ });
    await userEvent.click(tile);
    await expect(tile).toHaveAttribute('aria-pressed', 'true');
  },
};

const bodyLinks = bodies.map((item) => ({
  ...item,
  href: `/search?body=${encodeURIComponent(item.value)}`,
}));

/** Tiles that go to the search of each body (the home page's body types). */
export const Links: StoryObj<typeof meta> = {
  args: { items: bodyLinks, onToggle: undefined },
  play: async ({ canvasElement }) => {
    const tile = within(canvasElement).getByRole('link', { name: /Hatchback/ });
    await expect(tile).toHaveAttribute('href', '/search?body=Hatchback');
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const Toyota: StoryObj<typeof meta> = { ...Links, globals: { brand: 'toyota' } };
export const Caravan: StoryObj<typeof meta> = { ...Links, globals: { brand: 'caravan' } };
