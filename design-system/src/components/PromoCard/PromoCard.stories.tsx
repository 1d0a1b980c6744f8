import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PromoCard } from './PromoCard';

const meta = {
  title: 'Dealer/PromoCard',
  component: PromoCard,
  args: {
    title: 'End of Year Stocktake Sale',
    description: 'Sharp drive-away prices on every used car until 24 December.',
    href: '/search/used-cars',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PromoCard>;
export default meta;
export const Stocktake: StoryObj<typeof meta> = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: 'Find out more' }),
    ).toHaveAttribute('href', '/search/used-cars');
  },
};
