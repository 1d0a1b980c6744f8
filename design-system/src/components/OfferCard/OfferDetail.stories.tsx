import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OfferDetail } from './OfferDetail';

const picture = `data:image/svg+xml;utf8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 375 250"><rect width="375" height="250" fill="#dbeafe"/><rect y="180" width="375" height="70" fill="#94a3b8"/><path d="M60 180 Q70 130 130 125 L165 95 Q190 85 240 86 L280 90 Q310 100 330 130 L345 140 Q355 160 345 180 Z" fill="#b91c1c"/><circle cx="125" cy="182" r="24" fill="#111"/><circle cx="295" cy="182" r="24" fill="#111"/></svg>',
)}`;

const disclaimer =
  'Finance offer available to approved personal and ABN applicants of Toyota Finance only. ' +
  'Comparison rate 2.96% p.a. is based on a secured loan of $30,000 over 5 years. WARNING: This ' +
  'comparison rate is true only for the examples given and may not include all fees and charges. ' +
  'Different terms, fees or other loan amounts might result in a different comparison rate.';

const meta = {
  title: 'Dealer/OfferDetail',
  component: OfferDetail,
  tags: ['autodocs'],
  args: {
    title: 'Corolla Hybrid: 1.99% p.a. finance',
    category: 'Finance offer',
    image: { src: picture, alt: 'A red Corolla Hybrid hatch', width: 375, height: 250 },
    expiry: 'Offer ends 30 September 2026',
    descriptionHtml:
      '<p>Drive away in a new <strong>Corolla Hybrid Ascent Sport</strong> hatch with 1.99% p.a. ' +
      'finance over 36 months.</p><h2>Included</h2><ul><li>Five years of capped price ' +
      'servicing</li><li>A full tank of fuel</li></ul>',
    disclaimer,
    actions: [
      { label: 'Enquire Now', href: '/contact-us' },
      { label: 'All Special Offers', href: '/special-offers' },
    ],
  },
} satisfies Meta<typeof OfferDetail>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One offer in full: its heading, the formatted description, the whole disclaimer. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Corolla Hybrid: 1.99% p.a. finance' }),
    ).toBeVisible();
    await expect(canvas.getByRole('article')).toHaveAccessibleName(
      'Corolla Hybrid: 1.99% p.a. finance',
    );
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByText(disclaimer)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /disclaimer/ })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Enquire Now' })).toHaveAttribute(
      'href',
      '/contact-us',
    );
  },
};

/** No picture or disclaimer: the words take the width. */
export const WordsOnly: Story = { args: { image: null, disclaimer: null, expiry: null } };

export const Toyota: Story = { globals: { brand: 'toyota' } };
export const Caravan: Story = {
  globals: { brand: 'caravan' },
  args: { title: 'Jayco Journey Outback: free solar pack', category: 'Dealer offer' },
};
