import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Checkbox } from '../Checkbox/Checkbox';
import { SearchInput } from '../SearchInput/SearchInput';
import { SortSelect } from '../SortSelect/SortSelect';
import { Text } from '../Text/Text';
import { VehicleCard } from '../VehicleCard/VehicleCard';
import { FilterDrawer } from './FilterDrawer';
import { ResultsGrid, SearchLayout } from './SearchLayout';
import { SearchLayoutSkeleton } from './SearchLayoutSkeleton';

const meta = {
  title: 'Search/SearchLayoutSkeleton',
  component: SearchLayoutSkeleton,
  parameters: {
    viewport: {
      options: { wide1280: { name: '1280 px', styles: { width: '1280px', height: '900px' } } },
    },
  },
  args: { label: 'Loading cars…' },
} satisfies Meta<typeof SearchLayoutSkeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Busy, saying so to assistive technology, its shapes hidden from it, a screen tall. */
const checksTheStatus: Story['play'] = async ({ canvasElement, args }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('status')).toHaveTextContent(args.label ?? 'Loading…');
  const root = canvasElement.querySelector('[data-slot="search-layout-skeleton"]')!;
  await expect(root).toHaveAttribute('aria-busy', 'true');
  for (const shape of root.querySelectorAll('[data-slot="skeleton"]')) {
    await expect(shape.closest('[aria-hidden="true"]')).not.toBeNull();
  }
  await expect(root.getBoundingClientRect().height).toBeGreaterThanOrEqual(window.innerHeight);
};

export const Loading: Story = {
  globals: { viewport: { value: 'wide1280', isRotated: false } },
  play: checksTheStatus,
};
export const Toyota: Story = {
  globals: { brand: 'toyota', viewport: { value: 'wide1280', isRotated: false } },
  play: checksTheStatus,
};
export const Caravan: Story = {
  globals: { brand: 'caravan', viewport: { value: 'wide1280', isRotated: false } },
  args: { label: 'Loading caravans…' },
  play: checksTheStatus,
};

/** On a phone: the Filter button's place, the search box and the cards; no filters column. */
export const OnAPhone: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async (context) => {
    await checksTheStatus(context);
    const root = context.canvasElement.querySelector('[data-slot="search-layout-skeleton"]')!;
    const [filters] = root.querySelectorAll<HTMLElement>(':scope > [aria-hidden="true"]');
    await expect(filters).not.toBeVisible();
  },
};

const cards = ['2022 Mazda CX-5 Maxx Sport', '2021 Ford Ranger XLT', '2023 Kia Sportage SX'];

/** The loaded search page the placeholder stands for, above it, to compare their geometry. */
function LoadedAndLoading({ phone }: { phone: boolean }) {
  return (
    <div style={{ display: 'grid', gap: 48 }}>
      <div data-testid="loaded">
        <SearchLayout
          filtersLabel="Filter cars"
          filters={<Checkbox label="Toyota" />}
          filterButton={
            phone ? (
              <FilterDrawer title="Filter cars" activeCount={0} showLabel="Show Me 3 Cars">
                <Checkbox label="Toyota" />
              </FilterDrawer>
            ) : undefined
          }
          toolbar={
            <>
              <SearchInput id="query" label="Search cars" placeholder="Search by make or model" />
              <SortSelect
                label="Sort by"
                value="price:asc"
                options={[{ value: 'price:asc', label: 'Price (Low to High)' }]}
                onChange={() => {}}
              />
            </>
          }
        >
          {/* as the site's results view: the count of results over the grid, a line apart */}
          <div style={{ display: 'grid', gap: '1rem' }}>
            <Text weight="strong">3 Cars found</Text>
            <ResultsGrid label="Cars">
              {cards.map((title, i) => (
                <li key={title}>
                  <VehicleCard
                    href="#"
                    title={title}
                    image={null}
                    price={{ amount: 30990 + i * 4000, qualifier: 'Drive Away' }}
                    inStock
                    quickEnquiryHref="#"
                    facts={['45,000 km', 'Automatic']}
                  />
                </li>
              ))}
            </ResultsGrid>
          </div>
        </SearchLayout>
      </div>
      <div data-testid="loading">
        <SearchLayoutSkeleton cards={3} />
      </div>
    </div>
  );
}

/** Where the first result card starts and how wide the cards are, relative to the layout. */
function firstCard(container: HTMLElement) {
  const list = container.querySelector('ul')!;
  const top = container.getBoundingClientRect().top;
  const items = [...list.children].map((item) => item.getBoundingClientRect());
  return {
    top: Math.round(items[0]!.top - top),
    left: Math.round(items[0]!.left),
    width: Math.round(items[0]!.width),
    columns: new Set(items.map((item) => Math.round(item.left))).size,
  };
}

/**
 * The results arrive where the placeholder was: the cards in the same columns, at the same
 * width and about the same height down (the toolbar's controls are the height of the real ones).
 */
const comparesWithTheLoadedPage: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const loaded = firstCard(canvas.getByTestId('loaded'));
  const loading = firstCard(canvas.getByTestId('loading'));
  await expect(loading.columns).toBe(loaded.columns);
  await expect(loading.left).toBe(loaded.left);
  await expect(loading.width).toBe(loaded.width);
  await expect(Math.abs(loading.top - loaded.top)).toBeLessThanOrEqual(4);
};

export const SameShapeAsTheResults: Story = {
  globals: { viewport: { value: 'wide1280', isRotated: false } },
  render: () => <LoadedAndLoading phone={false} />,
  play: comparesWithTheLoadedPage,
};

export const SameShapeAsTheResultsOnAPhone: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  render: () => <LoadedAndLoading phone />,
  play: comparesWithTheLoadedPage,
};
