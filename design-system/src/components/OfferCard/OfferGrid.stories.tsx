import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OfferCard } from './OfferCard';
import { OfferGrid } from './OfferGrid';

const meta = {
  title: 'Dealer/OfferGrid',
  component: OfferGrid,
  tags: ['autodocs'],
  args: { 'aria-label': 'Special offers', children: null },
  render: (args) => (
    <OfferGrid {...args}>
      <OfferCard
        title="1.99% p.a. finance on Corolla"
        category="Finance offer"
        description="Low rate finance on every new Corolla ordered this month."
        disclaimer="Approved applicants only."
        action={{ label: 'View Offer', href: '/offers/1' }}
        headingLevel={2}
      />
      <OfferCard
        title="$2,000 trade-in bonus"
        category="Trade-in offer"
        description="An extra $2,000 on your trade-in when you upgrade."
        action={{ label: 'View Offer', href: '/offers/2' }}
        headingLevel={2}
      />
      <OfferCard
        title="Three years of capped-price servicing"
        description="Logbook servicing at a capped price for three years."
        action={{ label: 'View Offer', href: '/offers/3' }}
        headingLevel={2}
      />
    </OfferGrid>
  ),
} satisfies Meta<typeof OfferGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The cards as a list, one item each, as many to a row as fit. */
export const ThreeOffers: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Special offers' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(list).getAllByRole('link', { name: /^View Offer/ })).toHaveLength(3);
  },
};

export const Toyota: Story = { globals: { brand: 'toyota' } };
