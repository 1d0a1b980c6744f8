import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ReviewSummary } from './ReviewSummary';

const meta = {
  title: 'Dealer/ReviewSummary',
  component: ReviewSummary,
  tags: ['autodocs'],
  args: { average: 4.4, count: 266, source: 'Google' },
} satisfies Meta<typeof ReviewSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The sample of spec §9: 266 reviews at 4.4. */
export const Google: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('4.4')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Rated 4.4 out of 5' })).toBeVisible();
    await expect(canvas.getByText('266 reviews on Google')).toBeVisible();
  },
};

/** One decimal always; a thousands separator in the count. */
export const ManyReviews: Story = {
  args: { average: 4.96, count: 1250, source: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('5.0')).toBeVisible();
    await expect(canvas.getByText('1,250 reviews')).toBeVisible();
  },
};

export const OneReview: Story = {
  args: { average: 4, count: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('1 review on Google')).toBeVisible();
  },
};

export const NoReviews: Story = { args: { average: 0, count: 0, source: null } };

export const Toyota: Story = { globals: { brand: 'toyota' } };
export const Caravan: Story = { globals: { brand: 'caravan' } };
