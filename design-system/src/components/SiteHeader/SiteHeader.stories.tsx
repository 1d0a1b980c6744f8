import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { SiteHeader } from './SiteHeader';

const logo = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="180" height="40" viewBox="0 0 180 40"><rect width="180" height="40" rx="6" fill="#14532d"/><text x="90" y="26" font-family="Arial" font-size="16" font-weight="700" fill="#fff" text-anchor="middle">BAYSIDE RV</text></svg>',
)}`;

const meta = {
  title: 'Site/SiteHeader',
  component: SiteHeader,
  parameters: { bleed: true },
  args: {
    siteName: 'Swan Valley Toyota',
    homeHref: '/',
    phone: '08 9274 0100',
    menu: [
      { label: 'New Vehicles', href: '/new-vehicles' },
      { label: 'Pre-Owned Vehicles', href: '/search/used-cars' },
      { label: 'Special Offers', href: '/special-offers' },
      { label: 'Service', href: '/genuine-service' },
      { label: 'Parts & Accessories', href: '/vehicle-parts-and-accessories' },
      { label: 'Finance & Insurance', href: '/finance-enquiry' },
      { label: 'Discover', href: '/about-us', align: 'right' },
      { label: 'Contact', href: '/contact', align: 'right' },
    ],
  },
} satisfies Meta<typeof SiteHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  globals: { brand: 'toyota' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Swan Valley Toyota' })).toHaveAttribute(
      'href',
      '/',
    );
    await expect(canvas.getByRole('link', { name: 'Skip to content' })).toHaveAttribute(
      'href',
      '#main-content',
    );
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      'New Vehicles',
      'Pre-Owned Vehicles',
      'Special Offers',
      'Service',
      'Parts & Accessories',
      'Finance & Insurance',
      'Discover',
      'Contact',
    ]);
    // Right-aligned items sit on the right-hand side of the bar.
    const service = within(nav).getByRole('link', { name: 'Service' }).getBoundingClientRect();
    const contact = within(nav).getByRole('link', { name: 'Contact' }).getBoundingClientRect();
    await expect(contact.left).toBeGreaterThan(service.right);
    await expect(canvas.getByRole('link', { name: '08 9274 0100' })).toHaveAttribute(
      'href',
      'tel:0892740100',
    );
    await expect(canvas.queryByRole('button', { name: 'Menu' })).toBeNull();
  },
};

/** Below the desktop breakpoint the menu collapses into a drawer behind a 'Menu' button. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).toBeNull();
    const trigger = canvas.getByRole('button', { name: 'Menu' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Swan Valley Toyota' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    // The drawer portals into the themed root, so it keeps the brand and dealer colours.
    await expect(dialog.closest('[data-brand]')).not.toBeNull();
    await expect(getComputedStyle(dialog).backgroundColor).not.toBe('rgba(0, 0, 0, 0)');
    await expect(within(dialog).getByRole('link', { name: 'Pre-Owned Vehicles' })).toBeVisible();
    await expect(within(dialog).getByRole('link', { name: '08 9274 0100' })).toHaveAttribute(
      'href',
      'tel:0892740100',
    );

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();

    // Left open, so the a11y check covers the drawer too.
    await userEvent.click(trigger);
    await screen.findByRole('dialog', { name: 'Swan Valley Toyota' });
  },
};

export const MobileCaravan: Story = {
  ...Mobile,
  globals: { brand: 'caravan', viewport: { value: 'mobile2', isRotated: false } },
};

export const WithLogo: Story = {
  globals: { brand: 'caravan' },
  args: {
    siteName: 'Bayside RV Centre',
    logoUrl: logo,
    phone: '07 3207 5000',
    menu: [
      { label: 'New Caravans', href: '/search/new-caravans' },
      { label: 'Used Caravans', href: '/search/used-caravans' },
      { label: 'Service', href: '/service' },
      { label: 'Contact', href: '/contact', align: 'right' },
    ],
  },
  play: async ({ canvasElement }) => {
    const home = within(canvasElement).getByRole('link', { name: 'Bayside RV Centre' });
    await expect(home).toHaveAttribute('href', '/');
    await expect(within(home).getByRole('img')).toHaveAttribute('alt', 'Bayside RV Centre');
  },
};

export const WithoutPhone: Story = {
  args: { phone: undefined, siteName: 'Harbour City Cars' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement)
        .queryAllByRole('link')
        .filter((link) => link.getAttribute('href')?.startsWith('tel:')),
    ).toHaveLength(0);
  },
};
