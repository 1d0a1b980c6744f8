import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { SortSelect } from './SortSelect';

const meta = {
  title: 'Search/SortSelect',
  component: SortSelect,
  args: {
    label: 'Sort by',
    value: 'created_at_timestamp:desc',
    options: [
      { value: 'created_at_timestamp:desc', label: 'Newest listings' },
      { value: 'price:asc', label: 'Price: Low to High' },
      { value: 'price:desc', label: 'Price: High to Low' },
      { value: 'km:asc', label: 'Kilometres: Low to High' },
    ],
    onChange: fn(),
  },
} satisfies Meta<typeof SortSelect>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ChooseAnOrder: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: 'Sort by' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Price: Low to High' }));
    await expect(args.onChange).toHaveBeenCalledWith('price:asc');
  },
};
