import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { GuaranteeStrip } from './GuaranteeStrip';

const usedCarPromises = [
  { label: 'ONE HAGGLE-FREE PRICE' },
  { label: '48HR MONEY BACK GUARANTEE' },
  { label: 'LIFETIME ENGINE GUARANTEE' },
  { label: 'COOL VALUE SERVICING FOR LIFE' },
  { label: '12 MONTHS ROADSIDE ASSIST' },
  { label: 'RESERVE ONLINE', href: '/pages/reserve-online' },
];

const meta = {
  title: 'Vehicle/GuaranteeStrip',
  component: GuaranteeStrip,
  args: { items: usedCarPromises },
  parameters: { bleed: true },
} satisfies Meta<typeof GuaranteeStrip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const UsedCarPromises: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Our promise to you' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(6);
    await expect(items[0]).toHaveTextContent('ONE HAGGLE-FREE PRICE');
    await expect(items[1]).toHaveTextContent('48HR MONEY BACK GUARANTEE');
    await expect(canvas.getByRole('link', { name: 'RESERVE ONLINE' })).toHaveAttribute(
      'href',
      '/pages/reserve-online',
    );
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
export const Toyota: Story = { globals: { brand: 'toyota' } };
export const Caravan: Story = {
  globals: { brand: 'caravan' },
  args: {
    items: [
      { label: 'PRE-DELIVERY INSPECTION' },
      { label: 'FULL HANDOVER WALKTHROUGH' },
      { label: '12 MONTHS ROADSIDE ASSIST' },
      { label: 'RESERVE ONLINE', href: '/pages/reserve-online' },
    ],
  },
};
