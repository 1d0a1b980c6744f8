import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Checkbox } from '../Checkbox/Checkbox';
import { FilterDrawer } from './FilterDrawer';
import { Text } from '../Text/Text';
import { VehicleCard } from '../VehicleCard/VehicleCard';
import { ResultsGrid, SearchLayout } from './SearchLayout';

const meta = {
  title: 'Search/SearchLayout',
  component: SearchLayout,
  args: {
    filtersLabel: 'Filter cars',
    filters: <Text>Filters go here</Text>,
    toolbar: <Text weight="strong">1,254 cars</Text>,
    children: (
      <ResultsGrid label="Cars">
        {['2022 Mazda CX-5 Maxx Sport', '2021 Ford Ranger XLT', '2023 Kia Sportage SX'].map(
          (title, i) => (
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
          ),
        )}
      </ResultsGrid>
    ),
  },
} satisfies Meta<typeof SearchLayout>;
export default meta;

/** The first result of the stories below: one card, its addresses as each story needs them. */
const firstCar = ({ href, quickEnquiryHref }: { href: string; quickEnquiryHref?: string }) => (
  <VehicleCard
    href={href}
    title="2022 Mazda CX-5 Maxx Sport"
    image={null}
    price={{ amount: 30990, qualifier: 'Drive Away' }}
    inStock
    quickEnquiryHref={quickEnquiryHref}
    facts={['45,000 km', 'Automatic']}
  />
);
export const WithResults: StoryObj<typeof meta> = {};

/** By keyboard: 'Skip to results' comes first, and the next Tab is the first car. */
export const SkipToResults: StoryObj<typeof meta> = {
  args: {
    resultsHref: '#story-results',
    filters: <Checkbox label="Toyota" />,
    children: (
      <div id="story-results">
        <ResultsGrid label="Cars">
          <li>{firstCar({ href: '#first-car' })}</li>
        </ResultsGrid>
      </div>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const skip = canvas.getByRole('link', { name: 'Skip to results' });
    await userEvent.tab();
    await expect(skip).toHaveFocus();
    await expect(skip).toBeVisible();
    const address = window.location.href;
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    const card = within(canvas.getByRole('list', { name: 'Cars' })).getAllByRole('link')[0]!;
    await expect(card).toHaveFocus();
    await expect(card).toHaveAttribute('href', '#first-car');
    // the filters were passed by, and the address did not change
    await expect(canvas.getByRole('checkbox', { name: 'Toyota' })).not.toBeChecked();
    await expect(window.location.href).toBe(address);
  },
};

const onClearAll = fn();

/** On a phone: results first, the filters behind the Filter button in a drawer. */
export const OnAPhone: StoryObj<typeof meta> = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  args: {
    filterButton: (
      <FilterDrawer
        title="Filter cars"
        activeCount={2}
        showLabel="Show Me 1,254 Cars"
        onClearAll={onClearAll}
      >
        <Checkbox label="Toyota" defaultChecked />
        <Checkbox label="Mazda" defaultChecked />
        <Checkbox label="Kia" />
      </FilterDrawer>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: 'Cars' })).toBeVisible();

    const trigger = canvas.getByRole('button', { name: 'Filter (2)' });
    await userEvent.click(trigger);
    const drawer = await screen.findByRole('dialog', { name: 'Filter cars' });
    await expect(within(drawer).getByRole('checkbox', { name: 'Toyota' })).toBeChecked();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Clear all' }));
    await expect(onClearAll).toHaveBeenCalled();

    await userEvent.click(within(drawer).getByRole('button', { name: 'Show Me 1,254 Cars' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus(); // focus comes back to the button

    // left open, so the a11y check covers the drawer
    await userEvent.click(trigger);
    await screen.findByRole('dialog', { name: 'Filter cars' });
  },
};

/** A phone's first screen: the Filter button and the first result, no filters column. */
export const PhoneFirstScreen: StoryObj<typeof meta> = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  args: {
    toolbar: <Text weight="strong">1,254 cars</Text>,
    filterButton: (
      <FilterDrawer title="Filter cars" activeCount={1} showLabel="Show Me 1,254 Cars">
        <Checkbox label="Toyota" defaultChecked />
      </FilterDrawer>
    ),
    children: (
      <ResultsGrid label="Cars">
        <li>{firstCar({ href: '#', quickEnquiryHref: '#' })}</li>
      </ResultsGrid>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Filter (1)' })).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Cars' })).toBeVisible();
  },
};
