import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PaymentLogoStrip } from './PaymentLogoStrip';
import { paymentMethods } from './PaymentMark';

const meta = {
  title: 'Vehicle/PaymentLogoStrip',
  component: PaymentLogoStrip,
  argTypes: { methods: { control: 'check', options: paymentMethods } },
} satisfies Meta<typeof PaymentLogoStrip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WeAccept: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('We accept')).toBeVisible();
    const list = canvas.getByRole('list', { name: 'We accept' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    for (const name of ['Visa', 'Mastercard', 'Maestro', 'Google Pay', 'Apple Pay']) {
      await expect(within(list).getByRole('img', { name })).toBeVisible();
    }
  },
};

export const CardsOnly: Story = {
  args: { methods: ['visa', 'mastercard'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('img')).toHaveLength(2);
    await expect(canvas.queryByRole('img', { name: 'Apple Pay' })).toBeNull();
  },
};

export const Toyota: Story = { globals: { brand: 'toyota' } };
export const Caravan: Story = { globals: { brand: 'caravan' } };
