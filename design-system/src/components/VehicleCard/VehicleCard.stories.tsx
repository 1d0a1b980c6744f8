import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { VehicleCard } from './VehicleCard';

const picture = (colour: string) =>
  `data:image/svg+xml;utf8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600"><rect width="800" height="600" fill="#e9eef4"/><path d="M120 420 Q140 330 260 320 L330 250 Q380 230 480 232 L560 240 Q620 260 660 330 L700 350 Q720 380 700 420 Z" fill="${colour}"/><circle cx="250" cy="430" r="50" fill="#222"/><circle cx="590" cy="430" r="50" fill="#222"/></svg>`,
  )}`;

const meta = {
  title: 'Dealer/VehicleCard',
  component: VehicleCard,
  args: {
    href: '/cars/2023-toyota-rav4-gx-u3010042',
    title: '2023 Toyota RAV4 GX',
    subtitle: 'AXAH54R · Wagon',
    image: {
      src: picture('#b3141c'),
      alt: '2023 Toyota RAV4 GX, front three-quarter view',
      width: 800,
      height: 600,
    },
    price: { amount: 42990, qualifier: 'Drive Away', wasPrice: 44990 },
    tag: { label: 'Hybrid', tone: 'positive' },
    facts: ['32,410 km', 'Automatic', 'Hybrid'],
    location: 'Swan Valley Toyota Midland',
    inStock: true,
    quickEnquiryHref: '/cars/2023-toyota-rav4-gx-u3010042#enquire',
    reserve: {
      label: 'Reserve This Car $200',
      href: '/cars/2023-toyota-rav4-gx-u3010042/checkout',
    },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof VehicleCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const InStock: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '2023 Toyota RAV4 GX' })).toBeVisible();
    await expect(canvas.getByText('$42,990')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Explore Vehicle/ })).toHaveAttribute(
      'href',
      '/cars/2023-toyota-rav4-gx-u3010042',
    );
    await expect(canvas.getByRole('link', { name: /Reserve This Car \$200/ })).toBeVisible();
  },
};

export const Sold: Story = {
  args: {
    inStock: false,
    tag: { label: 'JUST SOLD', tone: 'critical' },
    reserve: null,
    findSimilarHref: '/cars/2023-toyota-rav4-gx-u3010042?enquire=find-similar',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: /Find Me Something Similar/ })).toBeVisible();
    await expect(canvas.getByText('Like this and want something similar?')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /Explore Vehicle/ })).toBeNull();
  },
};

export const EnquireForPrice: Story = {
  args: { price: { amount: null, text: 'Enquire for price.' }, tag: null, reserve: null },
};

export const Preorder: Story = {
  args: {
    price: { amount: null, text: 'PREORDER' },
    tag: { label: 'COMING SOON', tone: 'info' },
    reserve: null,
  },
};

export const NoPhotos: Story = { args: { image: null } };

export const Certified: Story = {
  args: { certifiedLabel: 'Toyota Certified', tag: { label: 'One Owner', tone: 'accent' } },
};

export const LongTitle: Story = {
  args: {
    title:
      '2024 Mercedes-Benz C-Class C300 AMG Line Night Edition with Vision and Innovation Packages',
    price: { amount: 89990, qualifier: 'Excl. Govt. Charges' },
  },
};
