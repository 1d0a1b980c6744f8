import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ModelCard, modelCardLabels } from './ModelCard';

const picture = (colour: string) =>
  `data:image/svg+xml;utf8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360"><path d="M80 260 Q100 180 200 170 L260 120 Q300 100 380 102 L440 108 Q500 125 530 180 L560 195 Q580 220 565 260 Z" fill="${colour}"/><circle cx="200" cy="262" r="42" fill="#222"/><circle cx="480" cy="262" r="42" fill="#222"/></svg>`,
  )}`;

const meta = {
  title: 'Dealer/ModelCard',
  component: ModelCard,
  tags: ['autodocs'],
  args: {
    name: 'Corolla Hatch',
    label: 'All-New',
    image: { src: picture('#b91c1c'), alt: 'Corolla Hatch in red', width: 640, height: 360 },
    exploreHref: '/corolla-hatch',
    stockHref: '/search/toyota/corolla',
    accessoriesHref: '/corolla-hatch/accessories',
  },
  argTypes: { label: { control: 'inline-radio', options: [...modelCardLabels, null] } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 300 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ModelCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AllNew: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('All-New')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Corolla Hatch' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Explore Corolla Hatch' })).toHaveAttribute(
      'href',
      '/corolla-hatch',
    );
    await expect(canvas.getByRole('link', { name: 'Our Stock: Corolla Hatch' })).toHaveAttribute(
      'href',
      '/search/toyota/corolla',
    );
    await expect(
      canvas.getByRole('link', { name: 'View Accessories: Corolla Hatch' }),
    ).toHaveAttribute('href', '/corolla-hatch/accessories');
  },
};

/** An upcoming model: 'Upcoming', and no 'Our Stock' (the caller leaves it out). */
export const Upcoming: Story = {
  args: {
    name: 'bZ Woodland',
    label: 'Upcoming',
    stockHref: null,
    image: { src: picture('#1e3a8a'), alt: 'bZ Woodland in blue', width: 640, height: 360 },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Upcoming')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /Our Stock/ })).toBeNull();
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Explore Corolla Hatch' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Our Stock: Corolla Hatch' })).toHaveFocus();
    await userEvent.tab();
    await expect(
      canvas.getByRole('link', { name: 'View Accessories: Corolla Hatch' }),
    ).toHaveFocus();
  },
};

/** No label, picture or accessories. */
export const Minimal: Story = { args: { label: null, image: null, accessoriesHref: null } };

export const LongName: Story = {
  args: { name: 'LandCruiser 300 Series GR Sport Twin-Turbo Diesel' },
};

export const Toyota: Story = { globals: { brand: 'toyota' } };
export const Caravan: Story = {
  globals: { brand: 'caravan' },
  args: {
    name: 'Journey Outback',
    image: { src: picture('#f5f5f4'), alt: 'Journey Outback caravan', width: 640, height: 360 },
    exploreHref: '/journey-outback',
    stockHref: '/search/jayco/journey',
    accessoriesHref: '/journey-outback/accessories',
  },
};
