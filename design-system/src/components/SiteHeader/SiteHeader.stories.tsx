import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { SiteHeader } from './SiteHeader';

const logo = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="180" height="40" viewBox="0 0 180 40"><rect width="180" height="40" rx="6" fill="#14532d"/><text x="90" y="26" font-family="Arial" font-size="16" font-weight="700" fill="#fff" text-anchor="middle">BAYSIDE RV</text></svg>',
)}`;

const meta = {
  title: 'Site/SiteHeader',
  component: SiteHeader,
  parameters: {
    bleed: true,
    // the widths the header must fit (issue: 1280, 1366 and 1440 px) and one below them
    viewport: {
      options: {
        wide1280: { name: '1280 px', styles: { width: '1280px', height: '900px' } },
        laptop1366: { name: '1366 px', styles: { width: '1366px', height: '900px' } },
        desktop1440: { name: '1440 px', styles: { width: '1440px', height: '900px' } },
        below1280: { name: '1200 px', styles: { width: '1200px', height: '900px' } },
      },
    },
  },
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
  globals: { brand: 'toyota', viewport: { value: 'wide1280', isRotated: false } },
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
  globals: { brand: 'caravan', viewport: { value: 'wide1280', isRotated: false } },
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
  globals: { viewport: { value: 'wide1280', isRotated: false } },
  args: { phone: undefined, siteName: 'Harbour City Cars' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement)
        .queryAllByRole('link')
        .filter((link) => link.getAttribute('href')?.startsWith('tel:')),
    ).toHaveLength(0);
  },
};

/** spec §2 the Toyota dealer's menu: ten items, the model range's first, two on the right. */
const toyotaMenu = [
  {
    label: 'New Vehicles',
    href: '/models',
    models: [
      {
        name: 'RAV4',
        category: 'SUVs & 4WDs',
        exploreHref: '/rav4',
        stockHref: '/search/toyota/rav4',
      },
      {
        name: 'HiLux',
        category: 'Utes & Vans',
        exploreHref: '/hilux',
        stockHref: '/search/toyota/hilux',
      },
    ],
  },
  { label: 'Pre-Owned Vehicles', href: '/pre-owned' },
  { label: 'Special Offers', href: '/special-offers' },
  { label: 'Service', href: '/service' },
  { label: 'Parts & Accessories', href: '/vehicle-parts-and-accessories' },
  { label: 'Finance & Insurance', href: '/finance-enquiry' },
  { label: 'Fleet', href: '/fleet' },
  { label: 'Personalise', href: '/pages/personalise' },
  { label: 'Discover', href: '/about-us', align: 'right' as const },
  { label: 'Contact', href: '/contact', align: 'right' as const },
];

/**
 * The whole row fits: every item on one line, nothing past the menu's box or the screen's edge,
 * the phone number shown (the visual tests run this in every brand).
 */
async function expectOneRow(
  canvasElement: HTMLElement,
  siteName = 'Swan Valley Toyota',
  phoneNumber = '08 9274 0100',
) {
  const nav = within(canvasElement).getByRole('navigation', { name: 'Main' });
  const items = within(nav)
    .getAllByRole('listitem')
    .filter((item) => item.parentElement?.closest('[role="navigation"], nav') === nav);
  const tops = new Set(items.map((item) => Math.round(item.getBoundingClientRect().top)));
  await expect(tops.size).toBe(1);
  // no item runs past the menu's own box (over the phone number or off the screen)
  const navRight = nav.getBoundingClientRect().right;
  for (const item of items) {
    await expect(item.getBoundingClientRect().right).toBeLessThanOrEqual(navRight + 0.5);
  }
  const phone = within(canvasElement).getByRole('link', { name: phoneNumber });
  await expect(phone).toBeVisible();
  await expect(phone.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  // the dealer's name over two lines at most
  const home = within(canvasElement).getByRole('link', { name: siteName });
  const lineHeight = parseFloat(getComputedStyle(home).lineHeight);
  await expect(home.getBoundingClientRect().height).toBeLessThanOrEqual(lineHeight * 2 + 1);
  await expect(within(canvasElement).queryByRole('button', { name: 'Menu' })).toBeNull();
}

/** The Toyota dealer's whole menu fits one row at 1280 px (its compact form). */
export const ToyotaMenuAt1280: Story = {
  globals: { brand: 'toyota', viewport: { value: 'wide1280', isRotated: false } },
  args: { menu: toyotaMenu },
  play: async ({ canvasElement }) => expectOneRow(canvasElement),
};

export const ToyotaMenuAt1366: Story = {
  ...ToyotaMenuAt1280,
  globals: { brand: 'toyota', viewport: { value: 'laptop1366', isRotated: false } },
};

export const ToyotaMenuAt1440: Story = {
  ...ToyotaMenuAt1280,
  globals: { brand: 'toyota', viewport: { value: 'desktop1440', isRotated: false } },
};

/** Below 1280 px the row would not fit: the menu is behind the 'Menu' button. */
export const ToyotaMenuBelow1280: Story = {
  globals: { brand: 'toyota', viewport: { value: 'below1280', isRotated: false } },
  args: { menu: toyotaMenu },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Menu' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** The generic dealer's menu (its regular form) beside a long dealer name, at 1280 px. */
export const GenericMenuAt1280: Story = {
  globals: { brand: 'generic', viewport: { value: 'wide1280', isRotated: false } },
  args: {
    siteName: 'Southern Cross Motor Group',
    phone: '02 9748 1100',
    menu: [
      { label: 'Buy a Car', href: '/search/new-used-and-demo-cars' },
      { label: 'Used Cars', href: '/search/used-cars' },
      { label: 'Book a Test Drive', href: '/book-test-drive/' },
      { label: 'Service', href: '/service' },
      { label: 'Finance', href: '/finance' },
      { label: 'Trade-In', href: '/trade-in' },
      { label: 'Parts', href: '/vehicle-parts-and-accessories' },
      { label: 'Contact', href: '/contact', align: 'right' },
    ],
  },
  play: async ({ canvasElement }) =>
    expectOneRow(canvasElement, 'Southern Cross Motor Group', '02 9748 1100'),
};

const signIn = (
  <Button href="/sign-in" variant="ghost" size="small">
    Sign In
  </Button>
);

/** A site with shopper accounts: 'Sign In' on the strip above the menu on wide screens. */
export const WithAccount: Story = {
  globals: { brand: 'toyota', viewport: { value: 'wide1280', isRotated: false } },
  args: { account: signIn },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Sign In' });
    await expect(link).toHaveAttribute('href', '/sign-in');
    // above the menu's row, not in it
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(nav.contains(link)).toBe(false);
    await expect(link.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      nav.getBoundingClientRect().top + 1,
    );
  },
};

/** On a phone the account control sits beside the menu button. */
export const WithAccountMobile: Story = {
  globals: { brand: 'toyota', viewport: { value: 'mobile2', isRotated: false } },
  args: { account: signIn },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Sign In' });
    const menu = canvas.getByRole('button', { name: 'Menu' });
    await expect(link.getBoundingClientRect().right).toBeLessThanOrEqual(
      menu.getBoundingClientRect().left,
    );
  },
};

/** spec §2 dropdowns: Service and Discover open a short list of links. */
const menuWithDropdowns = toyotaMenu.map((item) =>
  item.label === 'Discover'
    ? {
        ...item,
        children: [
          { label: 'About Us', href: '/about-us' },
          { label: 'Diamond Advantage', href: '/diamond-advantage' },
          { label: 'Careers', href: '/careers' },
        ],
      }
    : item.label === 'Service'
      ? {
          ...item,
          children: [
            { label: 'Book a Service', href: '/genuine-service' },
            { label: 'Service Enquiry', href: '/service' },
            { label: 'Warranty', href: '/warranty' },
          ],
        }
      : item,
);

/**
 * A dropdown opens on a click (or hover) and by keyboard: Enter on its trigger opens it, Tab
 * reaches its links, Escape closes it and gives focus back to the trigger.
 */
export const Dropdowns: Story = {
  globals: { brand: 'toyota', viewport: { value: 'desktop1440', isRotated: false } },
  args: { menu: menuWithDropdowns },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // the menu is painted closed and its panels' code loads as the pointer comes over it: the
    // menu's elements are found afresh once it has taken over
    const nav = () => canvas.getByRole('navigation', { name: 'Main' });
    const trigger = (name: string) => within(nav()).getByRole('button', { name });
    // the pointer resting on a trigger opens its panel (a click that comes after the panel has
    // opened closes it again, as Radix's menu does: so the story does not click, whose timing
    // against the hover's delay depends on the machine)
    const header = canvas.getByRole('banner');
    await expect(header).not.toHaveAttribute('data-menu-open');
    const painted = nav();
    const places = () =>
      [...nav().querySelectorAll('[data-slot="navigation-menu-list"] > li > :is(a, button)')].map(
        (item) => {
          const { left, top, width, height } = item.getBoundingClientRect();
          return `${item.textContent} ${left},${top} ${width}x${height}`;
        },
      );
    const before = places();
    await userEvent.hover(trigger('Discover'));
    await waitFor(() => expect(trigger('Discover')).toHaveAttribute('aria-expanded', 'true'));
    // the menu that took over is another element, with every item where it was painted
    await expect(nav()).not.toBe(painted);
    await expect(places()).toEqual(before);
    const careers = await within(nav()).findByRole('link', { name: 'Careers' });
    await expect(careers).toHaveAttribute('href', '/careers');
    // spec §4: the header carries its state while a panel is open
    await expect(header).toHaveAttribute('data-menu-open', 'true');
    // Escape closes the open panel, with the keyboard's focus on its trigger
    const discover = trigger('Discover');
    discover.focus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(discover).toHaveAttribute('aria-expanded', 'false'));
    await expect(discover).toHaveFocus();
    await expect(header).not.toHaveAttribute('data-menu-open');

    const service = trigger('Service');
    service.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(service).toHaveAttribute('aria-expanded', 'true'));
    await userEvent.tab();
    await expect(await within(nav()).findByRole('link', { name: 'Book a Service' })).toHaveFocus();
    // left open, so the a11y check covers the panel too
  },
};

/**
 * The keyboard reaches the menu before its panels' code has loaded: the focus stays on the item
 * it entered as the menu takes over, and Enter then opens that item's panel.
 */
export const DropdownsByKeyboardFirst: Story = {
  globals: { brand: 'toyota', viewport: { value: 'desktop1440', isRotated: false } },
  args: { menu: menuWithDropdowns },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const painted = canvas.getByRole('navigation', { name: 'Main' });
    within(painted).getByRole('button', { name: 'Service' }).focus();
    await waitFor(() => expect(canvas.getByRole('navigation', { name: 'Main' })).not.toBe(painted));
    const service = within(canvas.getByRole('navigation', { name: 'Main' })).getByRole('button', {
      name: 'Service',
    });
    await waitFor(() => expect(service).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(service).toHaveAttribute('aria-expanded', 'true'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(service).toHaveAttribute('aria-expanded', 'false'));
    await expect(service).toHaveFocus();
  },
};

/** On a phone a dropdown's links are listed under their item in the drawer. */
export const DropdownsMobile: Story = {
  globals: { brand: 'toyota', viewport: { value: 'mobile2', isRotated: false } },
  args: { menu: menuWithDropdowns },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Menu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Swan Valley Toyota' });
    const discover = within(dialog).getByRole('list', { name: 'Discover' });
    await expect(within(discover).getByRole('link', { name: 'Diamond Advantage' })).toHaveAttribute(
      'href',
      '/diamond-advantage',
    );
  },
};
