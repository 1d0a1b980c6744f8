import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SiteFooter } from './SiteFooter';

const meta = {
  title: 'Site/SiteFooter',
  component: SiteFooter,
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
    licences: { dealerLicence: '0012345', carLicence: 'CL 2231', motorRepairer: 'MRB 44102' },
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
    await expect(canvas.getByText('DL: 0012345')).toBeInTheDocument();
    await expect(canvas.getByText('MRB: 44102')).toBeInTheDocument();
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
    await expect(within(canvasElement).queryByRole('link', { name: 'Instagram' })).toBeNull();
  },
};
