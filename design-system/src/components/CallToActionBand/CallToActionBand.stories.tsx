import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CallToActionBand, type CallToAction } from './CallToActionBand';

const items: CallToAction[] = [
  {
    id: 'finance',
    title: 'Finance',
    description:
      'Work out repayments that suit you, then ask our finance team for a quote tailored to the vehicle you want.',
    label: 'Finance',
    href: '/finance',
  },
  {
    id: 'trade-in',
    title: 'Trade-In',
    description:
      'Value your trade-in in a few minutes: tell us about your vehicle and get an estimate online.',
    label: 'Trade-In',
    href: '/trade-in',
  },
  {
    id: 'service',
    title: 'Service',
    description: 'Tell us about your vehicle and our service team will contact you to book it in.',
    label: 'Book a Service',
    href: '/service',
  },
];

const meta = {
  title: 'Dealer/CallToActionBand',
  component: CallToActionBand,
  args: { heading: 'How can we help?', items },
} satisfies Meta<typeof CallToActionBand>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Finance, trade-in and service, each a button to its page. */
export const FinanceTradeInService: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'How can we help?' })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Finance',
      'Trade-In',
      'Service',
    ]);
    await expect(canvas.getByRole('link', { name: 'Book a Service' })).toHaveAttribute(
      'href',
      '/service',
    );
  },
};

/** A site that offers only some of the pages: only those calls. */
export const TwoCalls: Story = {
  args: {
    items: [
      { ...items[0]!, label: 'Finance Enquiry', href: '/finance-enquiry' },
      { ...items[1]!, title: 'Sell My Car', label: 'Sell My Car', href: '/sell-my-car' },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('link')).toHaveLength(2);
  },
};

/** The heading for screen readers only. */
export const HiddenHeading: Story = {
  args: { hideHeading: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 2, name: 'How can we help?' }),
    ).toBeInTheDocument();
  },
};

/** None offered: nothing at all. */
export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
  },
};

export const Phone: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
export const Toyota: Story = { globals: { brand: 'toyota' } };
export const Caravan: Story = { globals: { brand: 'caravan' } };
