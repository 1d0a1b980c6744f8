import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SiteFooter } from './SiteFooter';

const meta = {
  title: 'Site/SiteFooter',
  component: SiteFooter,
  parameters: { bleed: true },
  args: {
    siteName: 'Southern Cross Motor Group',
    year: 2026,
    poweredBy: 'Dealer Platform',
    social: {
      facebook: 'https://www.facebook.com/southerncrossmotors',
      instagram: 'https://www.instagram.com/southerncrossmotors',
      youtube: 'https://www.youtube.com/@southerncrossmotors',
      linkedin: 'https://www.linkedin.com/company/southern-cross-motor-group',
      tiktok: 'https://www.tiktok.com/@southerncrossmotors',
    },
    licences: { dealerLicence: 'MD012345', carLicence: 'CL 2231', motorRepairer: 'MRB 44102' },
    links: [
      { label: 'Sitemap', href: '/sitemap.xml' },
      { label: 'Privacy Policy', href: '/privacy-policy' },
      { label: 'Terms & Conditions', href: '/terms-and-conditions' },
      { label: 'Complaint Handling Process', href: '/pages/complaint-handling-process' },
    ],
  },
} satisfies Meta<typeof SiteFooter>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Complete: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ['Facebook', 'Instagram', 'YouTube', 'LinkedIn', 'TikTok']) {
      await expect(canvas.getByRole('link', { name })).toBeInTheDocument();
    }
    await expect(canvas.getByText('DL: MD012345')).toBeInTheDocument();
    await expect(canvas.getByText('CL: 2231')).toBeInTheDocument();
    await expect(canvas.getByText('MRB: 44102')).toBeInTheDocument();
    const footerNav = canvas.getByRole('navigation', { name: 'Footer' });
    await expect(within(footerNav).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    await expect(
      canvas.getByText('© 2026 Southern Cross Motor Group. All rights reserved.'),
    ).toBeInTheDocument();
    await expect(canvas.getByText('Powered By Dealer Platform')).toBeInTheDocument();
  },
};

export const OnlyFacebook: Story = {
  args: {
    social: { facebook: 'https://www.facebook.com/harbourcitycars' },
    licences: { dealerLicence: 'MD 071234' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Facebook' })).toBeInTheDocument();
    for (const name of ['Instagram', 'YouTube', 'LinkedIn', 'TikTok']) {
      await expect(canvas.queryByRole('link', { name })).toBeNull();
    }
    await expect(canvas.queryByText(/^CL:/)).toBeNull();
    await expect(canvas.getByText('DL: MD 071234')).toBeInTheDocument();
  },
};

/** The focus ring stays visible on the dark footer, whatever the brand's focus colour. */
export const KeyboardFocusToyota: Story = {
  globals: { brand: 'toyota' },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const facebook = within(canvasElement).getByRole('link', { name: 'Facebook' });
    await expect(facebook).toHaveFocus();
    const footer = canvasElement.querySelector('footer')!;
    const ring = getComputedStyle(facebook);
    await expect(ring.outlineStyle).toBe('solid');
    await expect(ring.outlineColor).toBe(getComputedStyle(footer).color);
    await expect(ring.outlineColor).not.toBe(getComputedStyle(footer).backgroundColor);
  },
};

/** spec §2 a Toyota dealer's footer adds the Pre-Owned, Service and Contact groups. */
export const Grouped: Story = {
  globals: { brand: 'toyota' },
  args: {
    siteName: 'Swan Valley Toyota',
    social: { facebook: 'https://www.facebook.com/swanvalleytoyota' },
    licences: { dealerLicence: 'DL 12877', motorRepairer: 'MRB 5561' },
    groups: [
      {
        heading: 'Pre-Owned',
        links: [
          { label: 'Pre-Owned Vehicles', href: '/pre-owned' },
          { label: 'Certified Pre-Owned', href: '/pre-owned?certified=true' },
          { label: 'Trade-In', href: '/trade-in' },
          { label: 'Sell My Car', href: '/sell-my-car' },
        ],
      },
      {
        heading: 'Service',
        links: [
          { label: 'Book a Service', href: '/genuine-service' },
          { label: 'Express Maintenance', href: '/service/express-maintenance' },
          { label: 'Genuine Parts & Accessories', href: '/vehicle-parts-and-accessories' },
          { label: 'Warranty', href: '/warranty' },
          { label: 'KINTO', href: 'https://www.kinto.com.au/' },
        ],
      },
      {
        heading: 'Contact',
        links: [
          { label: 'Contact Us', href: '/contact-us' },
          { label: 'Our Locations', href: '/our-location' },
          { label: 'Careers', href: '/careers' },
        ],
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const footerNav = canvas.getByRole('navigation', { name: 'Footer' });
    const headings = within(footerNav).getAllByRole('heading', { level: 2 });
    await expect(headings.map((heading) => heading.textContent)).toEqual([
      'Pre-Owned',
      'Service',
      'Contact',
    ]);
    // each group is a list named by its heading
    const service = within(footerNav).getByRole('list', { name: 'Service' });
    await expect(within(service).getByRole('link', { name: 'Book a Service' })).toHaveAttribute(
      'href',
      '/genuine-service',
    );
    await expect(within(service).getByRole('link', { name: 'KINTO' })).not.toHaveAttribute(
      'target',
    );
    const preOwned = within(footerNav).getByRole('list', { name: 'Pre-Owned' });
    await expect(within(preOwned).getAllByRole('link')).toHaveLength(4);
    // the footer links stay, after the groups
    await expect(
      within(footerNav).getByRole('link', { name: 'Complaint Handling Process' }),
    ).toHaveAttribute('href', '/pages/complaint-handling-process');
  },
};

export const Caravan: Story = {
  globals: { brand: 'caravan' },
  args: {
    siteName: 'Bayside RV Centre',
    poweredBy: 'Dealer Platform',
    social: {
      facebook: 'https://www.facebook.com/baysiderv',
      youtube: 'https://www.youtube.com/@baysiderv',
    },
    licences: { dealerLicence: '3456789', motorRepairer: '12345' },
  },
};
