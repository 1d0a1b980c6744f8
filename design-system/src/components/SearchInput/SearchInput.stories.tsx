import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchInput } from './SearchInput';

const meta = {
  title: 'Search/SearchInput',
  component: SearchInput,
  args: {
    id: 'query',
    label: 'Search cars',
    placeholder: 'Search by make, model or keyword',
    onSubmit: fn((e) => e.preventDefault()),
  },
} satisfies Meta<typeof SearchInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Keyword: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search cars' }), 'rav4');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(args.onSubmit).toHaveBeenCalled();
  },
};
