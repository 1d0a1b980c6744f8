import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Pagination } from './Pagination';

const meta = {
  title: 'Search/Pagination',
  component: Pagination,
  args: {
    current: 5,
    total: 66,
    hrefForPage: (page: number) => (page === 1 ? '/search' : `/search?page=${page}`),
  },
} satisfies Meta<typeof Pagination>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Middle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Page 5' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/search');
    await expect(canvas.getByRole('link', { name: 'Next page' })).toHaveAttribute(
      'href',
      '/search?page=6',
    );
  },
};
export const First: Story = { args: { current: 1 } };
export const Last: Story = { args: { current: 66 } };
