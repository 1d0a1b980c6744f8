import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { OfferCard } from './OfferCard';

const picture = `data:image/svg+xml;utf8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 375 250"><rect width="375" height="250" fill="#dbeafe"/><rect y="180" width="375" height="70" fill="#94a3b8"/><path d="M60 180 Q70 130 130 125 L165 95 Q190 85 240 86 L280 90 Q310 100 330 130 L345 140 Q355 160 345 180 Z" fill="#b91c1c"/><circle cx="125" cy="182" r="24" fill="#111"/><circle cx="295" cy="182" r="24" fill="#111"/></svg>',
)}`;

const longDescription =
  'Drive away in a new Corolla Hybrid Ascent Sport hatch with 1.99% p.a. finance over 36 months. ' +
  'Offer includes five years of capped price servicing, a full tank of fuel and window tint. ' +
  'Available on all Corolla hatch and sedan models delivered by 30 September, while stocks last.';

const longDisclaimer =
  'Finance offer available to approved personal and ABN applicants of Toyota Finance only. ' +
  'Comparison rate 2.96% p.a. is based on a secured loan of $30,000 over 5 years. WARNING: This ' +
  'comparison rate is true only for the examples given and may not include all fees and charges. ' +
  'Different terms, fees or other loan amounts might result in a different comparison rate. ' +
  'Offer ends 30 September 2025 unless extended or varied. Fees and charges apply.';

const meta = {
  title: 'Dealer/OfferCard',
  component: OfferCard,
  tags: ['autodocs'],
  args: {
    title: 'Corolla Hybrid: 1.99% p.a. finance',
    category: 'Finance offer',
    image: { src: picture, alt: 'A red Corolla Hybrid hatch', width: 375, height: 250 },
    description: longDescription,
    disclaimer: longDisclaimer,
    action: { label: 'View Offer', href: '/offers/toyota/1234' },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 375 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OfferCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Over 200 characters: about 160 shown, then 'View more' / 'View less'. */
export const LongDescription: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: 'Corolla Hybrid: 1.99% p.a. finance' }),
    ).toBeVisible();
    const more = canvas.getByRole('button', { name: 'View more' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    const text = document.getElementById(more.getAttribute('aria-controls')!)!;
    await expect(text.textContent!.length).toBeLessThanOrEqual(161);
    await expect(text.textContent).toMatch(/…$/);

    await userEvent.click(more);
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    await expect(more).toHaveAccessibleName('View less');
    await expect(text).toHaveTextContent(longDescription);

    // and with the keyboard
    await userEvent.keyboard('{Enter}');
    await expect(more).toHaveAccessibleName('View more');
    await expect(text.textContent!.length).toBeLessThanOrEqual(161);
  },
};

/** The disclaimer is cut at 200 with 'View full disclaimer' / 'View less disclaimer'. */
export const Disclaimer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'View full disclaimer' });
    const text = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    await expect(text.textContent!.length).toBeLessThanOrEqual(201);
    toggle.focus();
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAccessibleName('View less disclaimer');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(text).toHaveTextContent(longDisclaimer);
    await userEvent.click(toggle);
    await expect(toggle).toHaveAccessibleName('View full disclaimer');
  },
};

/** Finance offers on some sites open in full, and can still be collapsed. */
export const ExpandedByDefault: Story = {
  args: { expandedByDefault: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(longDescription)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'View less' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'View less disclaimer' })).toBeVisible();
  },
};

/** 200 characters or fewer: shown whole, no buttons. */
export const ShortText: Story = {
  args: {
    title: 'Free first service',
    category: null,
    description: 'Buy any new HiLux this month and your first scheduled service is on us.',
    disclaimer: 'Applies to new HiLux sold and delivered in September 2025.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(
      canvas.getByText('Buy any new HiLux this month and your first scheduled service is on us.'),
    ).toBeVisible();
  },
};

/** No picture, description or disclaimer: the title and link alone. */
export const Minimal: Story = {
  args: { image: null, description: null, disclaimer: null, category: null },
};

export const LongTitle: Story = {
  args: {
    title:
      'End of financial year clearance: LandCruiser 300 Series GR Sport twin-turbo diesel with complimentary accessories pack',
  },
};

export const Toyota: Story = { globals: { brand: 'toyota' } };
export const Caravan: Story = {
  globals: { brand: 'caravan' },
  args: {
    title: 'Jayco Journey Outback: free solar pack',
    category: 'Dealer offer',
    image: { src: picture, alt: 'A Jayco Journey Outback caravan', width: 375, height: 250 },
  },
};

const formattedDescription =
  '<p>Drive away in a new <strong>Corolla Hybrid Ascent Sport</strong> hatch with 1.99% p.a. ' +
  'finance over 36 months.</p><ul><li>Five years of capped price servicing</li><li>A full tank ' +
  'of fuel</li><li>Window tint</li></ul><p>Available on all Corolla hatch and sedan models ' +
  'delivered by 30 September, while stocks last. <a href="/contact-us">Ask our team</a>.</p>';

/**
 * A description the dealer formatted (HTML the page has made safe): the preview is its text,
 * 'View more' shows it as formatted.
 */
export const FormattedDescription: Story = {
  args: {
    description:
      'Drive away in a new Corolla Hybrid Ascent Sport hatch with 1.99% p.a. finance over 36 months.\n' +
      '• Five years of capped price servicing\n• A full tank of fuel\n• Window tint\n' +
      'Available on all Corolla hatch and sedan models delivered by 30 September, while stocks last. Ask our team.',
    descriptionHtml: formattedDescription,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('list')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'View more' }));
    await expect(canvas.getByRole('list')).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: 'Ask our team' })).toHaveAttribute(
      'href',
      '/contact-us',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'View less' }));
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};
