import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { carPicture } from '../private/vehicle-fixtures';
import { ReservationSummary } from './ReservationSummary';

const meta = {
  title: 'Vehicle/ReservationSummary',
  component: ReservationSummary,
  args: {
    title: '2022 Toyota RAV4 GX',
    image: { src: carPicture('#f5f5f4'), alt: '2022 Toyota RAV4 GX', width: 1200, height: 900 },
    price: { amount: 34990, qualifier: 'Drive Away', wasPrice: 36990 },
    facts: [
      { label: 'Stock No.', value: 'U3010042' },
      { label: 'Kilometres', value: '45,210 km' },
      { label: 'Location', value: 'Southern Cross Dandenong' },
    ],
    deposit: '$200',
    depositNote: '100% refundable · held for 48 hours',
  },
} satisfies Meta<typeof ReservationSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithDeposit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('article', { name: '2022 Toyota RAV4 GX' });
    await expect(within(card).getByRole('heading', { level: 2 })).toHaveTextContent('RAV4 GX');
    await expect(card).toHaveTextContent('$34,990');
    await expect(card).toHaveTextContent('Deposit$200');
    await expect(canvas.getByText('U3010042')).toBeVisible();
  },
};

/** A site that asks no deposit: no amount anywhere. */
export const NoDeposit: Story = {
  args: { deposit: null, depositNote: 'Held for 48 hours' },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article');
    await expect(card).not.toHaveTextContent('Deposit');
    await expect(card).toHaveTextContent('Held for 48 hours');
  },
};

export const NoPicture: Story = { args: { image: null } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
export const Toyota: Story = { globals: { brand: 'toyota' } };
export const Caravan: Story = {
  globals: { brand: 'caravan' },
  args: {
    title: '2024 Jayco Journey Outback 21.66-3',
    image: {
      src: carPicture('#f8fafc', 0, 'caravan'),
      alt: 'Jayco Journey Outback',
      width: 1200,
      height: 900,
    },
    price: { amount: 89990, qualifier: null },
    deposit: '$500',
  },
};
