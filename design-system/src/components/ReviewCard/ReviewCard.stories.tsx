import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ReviewCard } from './ReviewCard';

const meta = {
  title: 'Dealer/ReviewCard',
  component: ReviewCard,
  tags: ['autodocs'],
  args: {
    customerName: 'Sarah Nguyen',
    rating: 5,
    text: 'Jason made buying our RAV4 easy. No pressure, a fair trade-in price and the car was detailed beautifully on delivery.',
    dateInWords: '3 months ago',
    date: '2025-06-12',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ReviewCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Review: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('article', { name: 'Review by Sarah Nguyen' });
    await expect(within(card).getByRole('heading', { name: 'Sarah Nguyen' })).toBeVisible();
    await expect(within(card).getByRole('img', { name: 'Rated 5.0 out of 5' })).toBeVisible();
    await expect(within(card).getByText('3 months ago')).toHaveAttribute('datetime', '2025-06-12');
  },
};

export const WithReply: Story = {
  args: {
    rating: 4,
    text: 'Good service overall, though the paperwork took longer than expected.',
    reply: {
      author: 'Swan Valley Toyota',
      text: 'Thanks Sarah, we appreciate the feedback and have passed it on to our business office.',
      dateInWords: '2 months ago',
    },
  },
  play: async ({ canvasElement }) => {
    const reply = within(canvasElement).getByRole('group', {
      name: 'Reply from Swan Valley Toyota',
    });
    await expect(within(reply).getByText(/passed it on/)).toBeVisible();
  },
};

/** A rating without words: just the stars. */
export const NoText: Story = {
  args: { text: null, rating: 4.4 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('article p')).toHaveLength(0);
  },
};

export const LongText: Story = {
  args: {
    customerName: 'Christopher Alexander Montgomery-Whitfield',
    date: null,
    text: 'We visited three dealerships before this one. '.repeat(8).trim(),
  },
};

export const Toyota: Story = { globals: { brand: 'toyota' }, args: WithReply.args };
export const Caravan: Story = { globals: { brand: 'caravan' }, args: WithReply.args };
