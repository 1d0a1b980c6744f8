import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ReviewCard } from './ReviewCard';
import { ReviewGrid } from './ReviewGrid';

const meta = {
  title: 'Dealer/ReviewGrid',
  component: ReviewGrid,
  tags: ['autodocs'],
  args: { 'aria-label': 'Customer reviews', children: null },
  render: (args) => (
    <ReviewGrid {...args}>
      <ReviewCard
        customerName="Olivia N."
        rating={5}
        text="Friendly team."
        dateInWords="a week ago"
      />
      <ReviewCard customerName="Liam T." rating={4} text={null} dateInWords="2 months ago" />
      <ReviewCard
        customerName="Mia K."
        rating={5}
        text="Smooth from the test drive to the paperwork."
        dateInWords="a year ago"
        reply={{ author: 'Swan Valley Toyota', text: 'Thanks Mia!', dateInWords: 'a year ago' }}
      />
    </ReviewGrid>
  ),
} satisfies Meta<typeof ReviewGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeReviews: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Customer reviews' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(list).getByRole('article', { name: 'Review by Liam T.' })).toBeVisible();
  },
};

export const Caravan: Story = { globals: { brand: 'caravan' } };
