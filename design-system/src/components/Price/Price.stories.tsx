import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Price } from './Price';

const meta = {
  title: 'Data/Price',
  component: Price,
  tags: ['autodocs'],
  args: { amount: 34990 },
} satisfies Meta<typeof Price>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Amount: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('$34,990')).toBeVisible();
  },
};
export const NoPrice: Story = {
  args: { amount: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Enquire for price.')).toBeVisible();
  },
};
export const LargeAmount: Story = { args: { amount: 189990 } };
