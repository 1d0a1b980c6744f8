import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Stack } from '../Stack/Stack';
import { StarRating, starRatingSizes } from './StarRating';

const meta = {
  title: 'Feedback/StarRating',
  component: StarRating,
  tags: ['autodocs'],
  args: { rating: 4.4, count: 266 },
  argTypes: {
    rating: { control: { type: 'range', min: 0, max: 5, step: 0.1 } },
    size: { control: 'inline-radio', options: starRatingSizes },
  },
} satisfies Meta<typeof StarRating>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The sample Google rating of spec §9: 266 reviews at 4.4. */
export const WithCount: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const stars = canvas.getByRole('img', { name: 'Rated 4.4 out of 5' });
    await expect(canvas.getByText('4.4 (266 reviews)')).toBeVisible();
    const fills = [...stars.querySelectorAll('[data-fill]')].map((s) =>
      s.getAttribute('data-fill'),
    );
    await expect(fills).toEqual(['1', '1', '1', '1', '0.4']);
  },
};

/** 4.3: the fraction is not above 0.30, so the fifth star stays empty. */
export const FractionAtThreshold: Story = {
  args: { rating: 4.3, count: 48 },
  play: async ({ canvasElement }) => {
    const stars = within(canvasElement).getByRole('img', { name: 'Rated 4.3 out of 5' });
    await expect(stars.querySelectorAll('[data-fill="0"]')).toHaveLength(1);
  },
};

export const Perfect: Story = { args: { rating: 5, count: 1 } };
export const NoReviewsYet: Story = { args: { rating: 0, count: 0 } };
export const StarsOnly: Story = {
  args: { rating: 3.7, showSummary: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Rated 3.7 out of 5' })).toBeVisible();
    await expect(canvas.queryByText('3.7')).toBeNull();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Stack space="small">
      {starRatingSizes.map((size) => (
        <StarRating key={size} {...args} size={size} />
      ))}
    </Stack>
  ),
};
export const SizesToyota: Story = { ...Sizes, globals: { brand: 'toyota' } };
export const SizesCaravan: Story = { ...Sizes, globals: { brand: 'caravan' } };
