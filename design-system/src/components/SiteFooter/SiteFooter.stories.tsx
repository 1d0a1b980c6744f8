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
