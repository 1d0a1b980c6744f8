import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { formatAud } from '../Price/format';
import { HeroSearch, type HeroSearchFieldName, type HeroSearchProps } from './HeroSearch';

// A dealer's stock in miniature: makes and their models with counts, bodies and price steps.
const stock: Record<string, Record<string, number>> = {
  Toyota: { Corolla: 41, RAV4: 58, HiLux: 37, LandCruiser: 12 },
  Mazda: { 'CX-5': 33, Mazda3: 21, 'BT-50': 9 },
  Ford: { Ranger: 44, Everest: 17 },
};
const bodies = { Wagon: 252, Hatchback: 79, 'Double Cab Pick Up': 62, Sedan: 21 };
const prices = [10_000, 20_000, 30_000, 40_000, 50_000, 70_000];

const sum = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);
const withCount = (counts: Record<string, number>) =>
  Object.entries(counts).map(([value, count]) => ({ value, label: `${value} (${count})` }));
const total = sum(Object.fromEntries(Object.entries(stock).map(([m, c]) => [m, sum(c)])));

type Choice = Record<HeroSearchFieldName, string | null>;

/** The counts a search would give, worked out from the miniature stock. */
function countOf(choice: Choice): number {
  if (choice.model && choice.make) return stock[choice.make]?.[choice.model] ?? 0;
  const base = choice.make ? sum(stock[choice.make] ?? {}) : total;
  const byBody = choice.body
    ? Math.round((base * (bodies[choice.body as keyof typeof bodies] ?? 0)) / 414)
    : base;
  return choice.price ? Math.round((byBody * Number(choice.price)) / 80_000) : byBody;
}

function hrefOf(choice: Choice): string {
  const params = new URLSearchParams();
  if (choice.make) params.set('make', choice.make);
  if (choice.model) params.set('model', choice.model);
  if (choice.body) params.set('body', choice.body);
  if (choice.price) params.set('price', `:${choice.price}`);
  const query = params.toString();
  return query ? `/search?${query}` : '/search';
}

function QuickSearch({
  onFieldChange,
  noun = 'Cars',
  ...props
}: Partial<HeroSearchProps> & { noun?: string }) {
  const [choice, setChoice] = useState<Choice>({
    make: null,
    model: null,
    price: null,
    body: null,
  });
  const count = countOf(choice);
  return (
    <HeroSearch
      heading="Southern Cross Motor Group"
      tagline="Quality used cars across Sydney, with finance and trade-ins arranged on the spot."
      {...props}
      fields={{
        make: {
          label: 'Make',
          anyLabel: 'Any Make',
          options: withCount(
            Object.fromEntries(Object.entries(stock).map(([m, c]) => [m, sum(c)])),
          ),
          value: choice.make,
        },
        model: {
          label: 'Model',
          anyLabel: 'Any Model',
          options: choice.make ? withCount(stock[choice.make] ?? {}) : [],
          value: choice.model,
          disabled: !choice.make,
        },
        price: {
          label: 'Max Price',
          anyLabel: 'Any Price',
          options: prices.map((p) => ({
            value: String(p),
            label: `Up to ${formatAud(p)}`,
          })),
          value: choice.price,
        },
        body: {
          label: 'Body Type',
          anyLabel: 'Any Body Type',
          options: withCount(bodies),
          value: choice.body,
        },
      }}
      onFieldChange={(field, value) => {
        onFieldChange?.(field, value);
        setChoice((current) => ({
          ...current,
          [field]: value,
          ...(field === 'make' ? { model: null } : {}),
        }));
      }}
      submit={{ label: `Show Me ${count.toLocaleString('en-AU')} ${noun}`, href: hrefOf(choice) }}
    />
  );
}

const meta = {
  title: 'Dealer/HeroSearch',
  component: HeroSearch,
  args: {
    heading: 'Southern Cross Motor Group',
    tagline: 'Quality used cars across Sydney, with finance and trade-ins arranged on the spot.',
    fields: {},
    submit: { label: 'Show Me 272 Cars', href: '/search' },
    onFieldChange: fn(),
  },
  render: (args) => (
    <QuickSearch onFieldChange={args.onFieldChange} heading={args.heading} tagline={args.tagline} />
  ),
} satisfies Meta<typeof HeroSearch>;
export default meta;
type Story = StoryObj<typeof meta>;

const choose = async (canvasElement: HTMLElement, label: string, option: string) => {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('combobox', { name: label }));
  const listbox = await screen.findByRole('listbox', { name: label });
  await waitFor(() => expect(listbox).toBeVisible());
  await userEvent.click(screen.getByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
};

/** A make opens its models; the link goes to the search page of the choices. */
export const ChooseMakeAndModel: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Southern Cross Motor Group',
    );
    const search = canvas.getByRole('search', { name: 'Quick search' });
    await expect(within(search).getByRole('combobox', { name: 'Model' })).toBeDisabled();
    await expect(canvas.getByRole('link', { name: 'Show Me 272 Cars' })).toHaveAttribute(
      'href',
      '/search',
    );
    await choose(canvasElement, 'Make', 'Toyota (148)');
    await expect(args.onFieldChange).toHaveBeenCalledWith('make', 'Toyota');
    await expect(canvas.getByRole('combobox', { name: 'Model' })).toBeEnabled();
    await choose(canvasElement, 'Model', 'RAV4 (58)');
    await expect(canvas.getByRole('link', { name: 'Show Me 58 Cars' })).toHaveAttribute(
      'href',
      '/search?make=Toyota&model=RAV4',
    );
    // 'Any Make' leaves the make (and its model) out again
    await choose(canvasElement, 'Make', 'Any Make');
    await expect(args.onFieldChange).toHaveBeenLastCalledWith('make', null);
    await expect(canvas.getByRole('link', { name: 'Show Me 272 Cars' })).toHaveAttribute(
      'href',
      '/search',
    );
  },
};

/** A price and a body narrow the count. */
export const PriceAndBody: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await choose(canvasElement, 'Max Price', 'Up to $40,000');
    await choose(canvasElement, 'Body Type', 'Wagon (252)');
    await expect(canvas.getByRole('link', { name: /^Show Me \d+ Cars$/ })).toHaveAttribute(
      'href',
      '/search?body=Wagon&price=%3A40000',
    );
  },
};

/** Updating counts: the search says it is busy. */
export const Busy: Story = {
  render: () => <QuickSearch busy />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('search')).toHaveAttribute('aria-busy', 'true');
  },
};

/** A phone: the selects one under another. */
export const Phone: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };

const showsHeading: Story['play'] = async ({ canvasElement }) => {
  await expect(within(canvasElement).getByRole('heading', { level: 1 })).toBeVisible();
  await choose(canvasElement, 'Make', 'Mazda (63)');
  await expect(within(canvasElement).getByRole('link', { name: 'Show Me 63 Cars' })).toBeVisible();
};

export const Toyota: Story = {
  globals: { brand: 'toyota' },
  render: () => (
    <QuickSearch
      heading="Swan Valley Toyota"
      tagline="Genuine Toyota sales, service and parts in Perth's east."
    />
  ),
  play: showsHeading,
};

export const Caravan: Story = {
  globals: { brand: 'caravan' },
  render: () => (
    <QuickSearch
      heading="Sunshine Coast Caravans"
      tagline="New and used caravans, ready for the road."
      noun="Caravans"
    />
  ),
  play: async ({ canvasElement }) => {
    await choose(canvasElement, 'Make', 'Mazda (63)');
    await expect(
      within(canvasElement).getByRole('link', { name: 'Show Me 63 Caravans' }),
    ).toBeVisible();
  },
};

// A raster photo (1200 x 800 JPEG) as a dealer's photo host serves it, behind the hero.
const photo = new URL('../Image/sample-photo.jpg', import.meta.url).href;
const picture = <img src={photo} alt="" width={1200} height={800} />;

/**
 * The site's picture behind the hero: it covers the band, the words read white on its scrim, the
 * quick search stays on its own raised panel.
 */
export const WithPicture: Story = {
  render: () => <QuickSearch picture={picture} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const hero = canvasElement.querySelector<HTMLElement>('[data-slot="hero-search"]')!;
    const img = hero.querySelector('img')!;
    await waitFor(() => expect(img.complete && img.naturalWidth).toBe(1200));
    // the picture covers the whole band, behind the heading and the panel
    const band = hero.getBoundingClientRect();
    const box = img.getBoundingClientRect();
    await expect([box.width, box.height]).toEqual([band.width, band.height]);
    await expect(getComputedStyle(img).objectFit).toBe('cover');
    const heading = canvas.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    await expect(getComputedStyle(heading).color).toBe('rgb(255, 255, 255)');
    await expect(canvas.getByRole('search', { name: 'Quick search' })).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

export const WithPictureOnAPhone: Story = {
  ...WithPicture,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

export const WithPictureToyota: Story = {
  ...WithPicture,
  globals: { brand: 'toyota' },
};

export const WithPictureCaravan: Story = {
  ...WithPicture,
  globals: { brand: 'caravan' },
  render: () => (
    <QuickSearch
      heading="Sunshine Coast Caravans"
      tagline="New and used caravans, ready for the road."
      noun="Caravans"
      picture={picture}
    />
  ),
};
