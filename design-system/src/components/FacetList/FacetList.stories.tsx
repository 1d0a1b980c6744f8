import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { FacetList, type FacetListItem } from './FacetList';
import { FacetSection } from './FacetSection';

const makes: FacetListItem[] = [
  ['Ford', 142],
  ['Holden', 31],
  ['Hyundai', 120],
  ['Isuzu', 44],
  ['Kia', 98],
  ['Mazda', 160],
  ['Mitsubishi', 87],
  ['Nissan', 65],
  ['Subaru', 40],
  ['Tesla', 25],
  ['Toyota', 2450],
  ['Volkswagen', 53],
].map(([value, count]) => ({
  value: value as string,
  label: value as string,
  count: count as number,
  isRefined: false,
}));

function Stateful() {
  const [items, setItems] = useState(makes);
  return (
    <div style={{ maxWidth: 280 }}>
      <FacetSection title="Make">
        <FacetList
          label="Make"
          items={items}
          onToggle={(value) =>
            setItems(items.map((i) => (i.value === value ? { ...i, isRefined: !i.isRefined } : i)))
          }
        />
      </FacetSection>
    </div>
  );
}

const meta = {
  title: 'Search/FacetList',
  component: FacetList,
  args: { label: 'Make', items: makes, onToggle: () => undefined },
} satisfies Meta<typeof FacetList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Makes: Story = {
  render: () => <Stateful />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(8);
    await userEvent.click(canvas.getByRole('button', { name: 'Show more' }));
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(12);
    // spec §9: a count above 1,999 shows in full
    await expect(canvas.getByText('2,450')).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: /Mazda/ }));
    await expect(canvas.getByRole('checkbox', { name: /Mazda/ })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Make' }));
    await expect(canvas.queryByRole('checkbox', { name: /Mazda/ })).toBeNull();
  },
};

export const Empty: Story = { args: { items: [] } };

export const PopularAndAllMakes: Story = {
  args: { limit: 4, popular: ['Toyota', 'Mazda', 'Ford', 'Hyundai', 'Kia'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Popular Makes')).toBeVisible();
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(4);
    await userEvent.click(canvas.getByRole('button', { name: 'Show all makes' }));
    await expect(canvas.getByText('All Makes')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Hide extra makes' })).toBeVisible();
  },
};
