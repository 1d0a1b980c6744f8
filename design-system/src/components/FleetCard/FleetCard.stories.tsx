import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Text } from '../Text/Text';
import { FleetCard } from './FleetCard';

const picture = `data:image/svg+xml;utf8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600"><rect width="800" height="600" fill="#e2e8f0"/><rect y="420" width="800" height="180" fill="#94a3b8"/><rect x="60" y="260" width="300" height="160" rx="20" fill="#f8fafc"/><rect x="420" y="260" width="300" height="160" rx="20" fill="#f8fafc"/><circle cx="130" cy="425" r="34" fill="#1f2937"/><circle cx="290" cy="425" r="34" fill="#1f2937"/><circle cx="490" cy="425" r="34" fill="#1f2937"/><circle cx="650" cy="425" r="34" fill="#1f2937"/></svg>',
)}`;

const meta = {
  title: 'Dealer/FleetCard',
  component: FleetCard,
  tags: ['autodocs'],
  args: {
    heading: 'Fleet Sales',
    description: 'Vehicles for your business, from one van to a national fleet.',
    image: { src: picture, alt: 'Two white vans', width: 800, height: 600 },
    href: '/fleet#enquire',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FleetCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The four bullets of spec §2 and 'Get In Touch' to the fleet enquiry form. */
export const ToEnquiryPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Fleet Sales' })).toBeVisible();
    const items = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'Custom fleet solutions',
      'Servicing and repairs',
      'Fast quotes',
      'Finance Options',
    ]);
    await expect(canvas.getByRole('link', { name: 'Get In Touch' })).toHaveAttribute(
      'href',
      '/fleet#enquire',
    );
  },
};

/** 'Get In Touch' opening the fleet enquiry form in a dialog (the form is the caller's). */
export const OpensEnquiryDialog: Story = {
  args: {
    href: null,
    enquiryDialog: {
      title: 'Fleet Enquiry',
      content: <Text>A fleet manager will call you back within one business day.</Text>,
    },
  },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Get In Touch' });
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Fleet Enquiry' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Fleet Enquiry' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(button).toHaveFocus();
  },
};

export const NoImage: Story = { args: { image: null, description: null } };

export const LongHeading: Story = {
  args: { heading: 'Government, corporate and small business fleet sales and leasing' },
};

export const Toyota: Story = { globals: { brand: 'toyota' } };
export const Caravan: Story = {
  globals: { brand: 'caravan' },
  args: { heading: 'Hire fleet and tourism operators' },
};
