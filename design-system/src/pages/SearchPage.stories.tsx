import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, within } from 'storybook/test';
import { Breadcrumbs } from '../components/Breadcrumbs/Breadcrumbs';
import { FacetList, type FacetListItem } from '../components/FacetList/FacetList';
import * as FacetListStories from '../components/FacetList/FacetList.stories';
import { FacetSection } from '../components/FacetList/FacetSection';
import * as FeaturedStockStories from '../components/FeaturedStock/FeaturedStock.stories';
import { Heading } from '../components/Heading/Heading';
import { Pagination } from '../components/Pagination/Pagination';
import * as PaginationStories from '../components/Pagination/Pagination.stories';
import { RangeSlider } from '../components/RangeSlider/RangeSlider';
import * as RangeSliderStories from '../components/RangeSlider/RangeSlider.stories';
import { SearchInput } from '../components/SearchInput/SearchInput';
import * as SearchInputStories from '../components/SearchInput/SearchInput.stories';
import { FilterDrawer } from '../components/SearchLayout/FilterDrawer';
import { ResultsGrid, SearchLayout } from '../components/SearchLayout/SearchLayout';
import { SortSelect } from '../components/SortSelect/SortSelect';
import * as SortSelectStories from '../components/SortSelect/SortSelect.stories';
import { Stack } from '../components/Stack/Stack';
import { Text } from '../components/Text/Text';
import { VehicleCard } from '../components/VehicleCard/VehicleCard';
import { dealerName, desktop, phone, SitePage } from './SitePage';

// The search page as the platform's stock search puts it together (spec §2): the heading, a
// keyword box, the filters beside the results (behind a Filter button on a phone), the order,
// the cards and the pages, each part with its own story data.

const cars = FeaturedStockStories.default.args.cars;

function Filters({ makes, onToggle }: { makes: FacetListItem[]; onToggle: (v: string) => void }) {
  return (
    <Stack space="small">
      <FacetSection title="Make">
        <FacetList label="Make" items={makes} onToggle={onToggle} />
      </FacetSection>
      <FacetSection title="Price">
        <RangeSlider {...RangeSliderStories.default.args} />
      </FacetSection>
    </Stack>
  );
}

function SearchPage() {
  const [makes, setMakes] = useState(FacetListStories.default.args.items);
  const toggle = (value: string) =>
    setMakes(makes.map((m) => (m.value === value ? { ...m, isRefined: !m.isRefined } : m)));
  const chosen = makes.filter((m) => m.isRefined).length;
  return (
    <SitePage>
      <Stack space="large">
        <Breadcrumbs
          items={[
            { label: 'Home', href: '/' },
            { label: 'Used Cars', href: '/search/used-cars' },
          ]}
        />
        <Stack space="xsmall">
          <Heading level={1}>Used Cars For Sale</Heading>
          <Text tone="muted">{`Every used car in stock at ${dealerName}.`}</Text>
        </Stack>
        <SearchLayout
          filtersLabel="Filter cars"
          filters={<Filters makes={makes} onToggle={toggle} />}
          filterButton={
            <FilterDrawer title="Filter cars" activeCount={chosen} showLabel="Show Me 1,254 Cars">
              <Filters makes={makes} onToggle={toggle} />
            </FilterDrawer>
          }
          resultsHref="#search-results"
          toolbar={
            <>
              <SearchInput {...SearchInputStories.default.args} />
              <SortSelect {...SortSelectStories.default.args} />
            </>
          }
        >
          <Stack space="large">
            <Text weight="strong">1,254 cars</Text>
            <div id="search-results">
              <ResultsGrid label="Cars">
                {cars.map(({ id, ...car }) => (
                  <li key={id}>
                    <VehicleCard {...car} headingLevel={2} />
                  </li>
                ))}
              </ResultsGrid>
            </div>
            <Pagination {...PaginationStories.default.args} current={1} />
          </Stack>
        </SearchLayout>
      </Stack>
    </SitePage>
  );
}

const meta = {
  title: 'Pages/Search',
  component: SearchPage,
  parameters: { bleed: true },
} satisfies Meta<typeof SearchPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const results = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('list', { name: 'Cars' });

/** The search page on a desktop: the filters column beside the cards. */
export const Desktop: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Used Cars For Sale' }),
    ).toBeVisible();
    const filters = canvas.getByRole('complementary', { name: 'Filter cars' });
    await expect(filters).toBeVisible();
    await expect(filters.getBoundingClientRect().right).toBeLessThanOrEqual(
      results(canvasElement).getBoundingClientRect().left,
    );
    await expect(results(canvasElement).children).toHaveLength(cars.length);
  },
};

/** The search page on a phone: the cards first, the filters behind one button. */
export const Phone: Story = {
  globals: phone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Filter' })).toBeVisible();
    await expect(canvas.queryByRole('complementary', { name: 'Filter cars' })).toBeNull();
    await expect(results(canvasElement)).toBeVisible();
  },
};
