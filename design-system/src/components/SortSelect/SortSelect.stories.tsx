import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
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

/** From the keyboard: Tab to it, Enter opens it on the chosen order, Escape hands focus back. */
export const ByKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Sort by' })).toHaveTextContent(
      'Newest listings',
    );
    await userEvent.tab();
    await expect(canvas.getByRole('combobox', { name: 'Sort by' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await screen.findByRole('option', { name: 'Newest listings' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('price:asc');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await expect(canvas.getByRole('combobox', { name: 'Sort by' })).toHaveFocus();
  },
};
