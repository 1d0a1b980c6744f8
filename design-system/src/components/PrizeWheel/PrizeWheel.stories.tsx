import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PrizeWheel } from './PrizeWheel';

const slots = [
  { id: 'fuel-50', label: '$50 fuel card' },
  { id: 'service-100', label: '$100 off a service' },
  { id: 'detail', label: 'Free interior detail' },
  { id: 'accessories-500', label: '$500 of accessories' },
  { id: 'coffee', label: 'A coffee on us' },
  { id: 'no-prize', label: 'Better luck next time' },
];

const meta = {
  title: 'Dealer/PrizeWheel',
  component: PrizeWheel,
  tags: ['autodocs'],
  args: { slots },
} satisfies Meta<typeof PrizeWheel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Waiting for a spin: every slot labelled, the first under the pointer's right. */
export const Waiting: Story = {
  play: async ({ canvasElement }) => {
    const wheel = canvasElement.querySelector('[data-slot="prize-wheel"]')!;
    await expect(wheel).toHaveAttribute('aria-hidden', 'true');
    await expect(wheel).not.toHaveAttribute('data-landed');
    await expect(wheel.querySelectorAll('span').length).toBeGreaterThanOrEqual(slots.length);
  },
};

/** Stopped on a prize: the disc turned so its slot sits under the pointer. */
export const Landed: Story = {
  args: { landedOn: 'detail' },
  play: async ({ canvasElement }) => {
    const wheel = canvasElement.querySelector('[data-slot="prize-wheel"]')!;
    await expect(wheel).toHaveAttribute('data-landed', 'detail');
    const disc = wheel.querySelector('div')!;
    // five turns less the third slot's middle: 1800 - 2.5 * 60
    await expect(disc.getAttribute('style')).toContain('1650deg');
  },
};

/** A wheel of two: a prize or nothing. */
export const TwoSlots: Story = {
  args: {
    slots: [
      { id: 'car', label: 'A new RAV4' },
      { id: 'none', label: 'Not this time' },
    ],
  },
};
