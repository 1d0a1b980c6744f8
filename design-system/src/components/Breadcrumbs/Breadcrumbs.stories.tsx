import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { type LinkComponentProps, LinkProvider } from '../../theme/LinkContext';
import { Breadcrumbs } from './Breadcrumbs';

const meta = {
  title: 'Navigation/Breadcrumbs',
  component: Breadcrumbs,
  tags: ['autodocs'],
  args: {
    items: [
      { label: 'Home', href: '/' },
      { label: 'Used Cars', href: '/search/used-cars' },
      { label: 'Toyota', href: '/search/toyota' },
      { label: 'RAV4', href: '/search/toyota/rav4' },
      { label: '2023 Toyota RAV4 GX', href: '/cars/2023-toyota-rav4-gx-u3010042' },
    ],
  },
} satisfies Meta<typeof Breadcrumbs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const VehiclePage: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Breadcrumb' });
    const list = within(nav).getByRole('list');
    await expect(list.tagName).toBe('OL');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Used Cars', '/search/used-cars'],
      ['Toyota', '/search/toyota'],
      ['RAV4', '/search/toyota/rav4'],
    ]);
    const current = within(nav).getByText('2023 Toyota RAV4 GX');
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).queryByRole('link', { name: '2023 Toyota RAV4 GX' })).toBeNull();
    // keyboard: the links are in the tab order, the current page is not
    await userEvent.tab();
    await expect(links[0]).toHaveFocus();
  },
};

const routerLinks: string[] = [];
function RouterLink({ href, children, ...props }: LinkComponentProps) {
  return (
    <a
      href={href}
      data-router-link=""
      onClick={(event) => {
        event.preventDefault();
        routerLinks.push(href);
      }}
      {...props}
    >
      {children}
    </a>
  );
}

/** The app's router link (next/link in the templates) takes the clicks. */
export const WithRouterLink: Story = {
  decorators: [
    (Story) => (
      <LinkProvider component={RouterLink}>
        <Story />
      </LinkProvider>
    ),
  ],
  beforeEach: () => {
    routerLinks.length = 0;
  },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Breadcrumb' });
    const used = within(nav).getByRole('link', { name: 'Used Cars' });
    await expect(used).toHaveAttribute('data-router-link');
    await userEvent.click(used);
    await expect(routerLinks).toEqual(['/search/used-cars']);
  },
};

/** A long trail wraps on a phone instead of running off the screen. */
export const LongTrailOnAPhone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  args: {
    items: [
      { label: 'Home', href: '/' },
      { label: 'New and Demo Cars', href: '/search/new-and-demo-cars' },
      { label: 'Toyota', href: '/search/toyota' },
      { label: 'LandCruiser 300', href: '/search/toyota/landcruiser-300' },
      { label: '2024 Toyota LandCruiser 300 GR Sport 3.3L Twin-Turbo Diesel Automatic' },
    ],
  },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Breadcrumb' });
    await expect(nav.scrollWidth).toBeLessThanOrEqual(nav.clientWidth);
  },
};

export const Toyota: Story = { globals: { brand: 'toyota' } };
export const Caravan: Story = {
  globals: { brand: 'caravan' },
  args: {
    items: [
      { label: 'Home', href: '/' },
      { label: 'Caravans', href: '/search/caravan' },
      { label: 'Jayco' },
      { label: '2024 Jayco Journey Outback 21.66-3' },
    ],
  },
};
