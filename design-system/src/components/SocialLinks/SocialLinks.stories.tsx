import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { vars } from '../../theme/contract.css';
import { SocialLinks, socialLinksTones } from './SocialLinks';

const meta = {
  title: 'Dealer/SocialLinks',
  component: SocialLinks,
  tags: ['autodocs'],
  args: {
    links: {
      facebook: 'https://www.facebook.com/southerncrossmotors',
      instagram: 'https://www.instagram.com/southerncrossmotors',
      youtube: 'https://www.youtube.com/@southerncrossmotors',
      linkedin: 'https://www.linkedin.com/company/southern-cross-motor-group',
      tiktok: 'https://www.tiktok.com/@southerncrossmotors',
    },
  },
  argTypes: { tone: { control: 'inline-radio', options: socialLinksTones } },
} satisfies Meta<typeof SocialLinks>;
export default meta;
type Story = StoryObj<typeof meta>;

const names = ['Facebook', 'Instagram', 'YouTube', 'LinkedIn', 'TikTok'];

/** Every network of spec §2, in order, each link named after its network. */
export const AllNetworks: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Follow us' });
    const links = within(list).getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('aria-label'))).toEqual(names);
    await expect(canvas.getByRole('link', { name: 'YouTube' })).toHaveAttribute(
      'href',
      'https://www.youtube.com/@southerncrossmotors',
    );
    for (const link of links) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Facebook' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Instagram' })).toHaveFocus();
  },
};

/** Only the networks the dealer has; a missing or empty one is left out. */
export const SomeNetworks: Story = {
  args: {
    links: {
      facebook: 'https://www.facebook.com/baysiderv',
      instagram: null,
      tiktok: 'https://www.tiktok.com/@baysiderv',
    },
  },
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([
      'Facebook',
      'TikTok',
    ]);
  },
};

/** No social pages: nothing at all, not an empty list. */
export const Empty: Story = {
  args: { links: {} },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('list')).toBeNull();
  },
};

/** On the brand colour, as in the footer. */
export const OnBrand: Story = {
  args: { tone: 'onBrand' },
  decorators: [
    (Story) => (
      <div style={{ background: vars.color.brand, padding: vars.space.large }}>
        <Story />
      </div>
    ),
  ],
};

export const Toyota: Story = { globals: { brand: 'toyota' } };
export const Caravan: Story = { globals: { brand: 'caravan' } };
export const OnBrandCaravan: Story = { ...OnBrand, globals: { brand: 'caravan' } };
