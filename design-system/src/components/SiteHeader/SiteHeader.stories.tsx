import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { MobileMenu } from './MobileMenu';
import { SiteHeader } from './SiteHeader';

const meta = {
  title: 'Site/SiteHeader',
  component: SiteHeader,
  args: {
    siteName: 'Swan Valley Toyota',
    homeHref: '/',
    phone: '08 9274 0100',
    menu: [
      { label: 'New Vehicles', href: '/new-vehicles' },
      { label: 'Pre-Owned Vehicles', href: '/pre-owned' },
      { label: 'Special Offers', href: '/special-offers' },
      { label: 'Service', href: '/service' },
      { label: 'Finance & Insurance', href: '/finance-enquiry' },
      { label: 'Discover', href: '/about-us', align: 'right' },
      { label: 'Contact', href: '/contact', align: 'right' },
    ],
  },
} satisfies Meta<typeof SiteHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Swan Valley Toyota' })).toHaveAttribute(
      'href',
      '/',
    );
    await expect(canvas.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  },
};

/** The small-screen menu on its own (the header shows it below the desktop breakpoint). */
export const MobileMenuOpens: Story = {
  render: (args) => <MobileMenu menu={args.menu} phone={args.phone} siteName={args.siteName} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Swan Valley Toyota' });
    await expect(within(dialog).getByRole('link', { name: 'Pre-Owned Vehicles' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close menu' }));
  },
};

export const WithoutPhone: Story = { args: { phone: undefined, siteName: 'Harbour City Cars' } };
