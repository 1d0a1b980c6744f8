import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { demoLocations } from './LocationCard.fixtures';
import { LocationCard, locationCardVariants } from './LocationCard';

const meta = {
  title: 'Dealer/LocationCard',
  component: LocationCard,
  tags: ['autodocs'],
  args: demoLocations[0]!,
  argTypes: { variant: { control: 'inline-radio', options: locationCardVariants } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 340 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LocationCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every part of spec §2: picture, name, stars, address, weekday hours, phone, licence. */
export const Complete: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('article', { name: 'Swan Valley Toyota Midland' });
    await expect(
      within(card).getByRole('heading', { name: 'Swan Valley Toyota Midland' }),
    ).toBeVisible();
    // the picture keeps its box before it loads
    const image = within(card).getByRole('img', {
      name: 'The Swan Valley Toyota Midland showroom',
    });
    await expect(image).toHaveAttribute('width', '600');
    await expect(image).toHaveAttribute('height', '400');
    await expect(within(card).getByRole('img', { name: 'Rated 4.6 out of 5' })).toBeVisible();
    await expect(within(card).getByText('4.6 (812 reviews)')).toBeVisible();
    await expect(within(card).getByText('2 Clayton St')).toBeVisible();
    await expect(within(card).getByText('Mon-Fri')).toBeVisible();
    await expect(within(card).getByText('8:30 AM - 5:30 PM')).toBeVisible();
    await expect(within(card).getByRole('link', { name: '08 9274 0100' })).toHaveAttribute(
      'href',
      'tel:0892740100',
    );
    const licences = within(card).getByRole('list', { name: 'Licences' });
    await expect(within(licences).getByText('DL: MD012345')).toBeVisible();
    await expect(within(licences).getByText('MRB: 44102')).toBeVisible();
    await expect(
      within(card).getByRole('link', { name: 'View Details: Swan Valley Toyota Midland' }),
    ).toHaveAttribute('href', '/locations/swan-valley-toyota-midland');
  },
};

/** The grid variant on a dark section, on the brand colour. */
export const Dark: Story = {
  args: { variant: 'dark' },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article');
    await expect(card).toHaveAttribute('data-variant', 'dark');
    await expect(getComputedStyle(card).backgroundColor).not.toBe(
      getComputedStyle(canvasElement.querySelector('[data-brand]')!).backgroundColor,
    );
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: '08 9274 0100' })).toHaveFocus();
    await userEvent.tab();
    await expect(
      canvas.getByRole('link', { name: 'View Details: Swan Valley Toyota Midland' }),
    ).toHaveFocus();
  },
};

/** The /our-location page's wording. */
export const OurLocationPage: Story = {
  args: { detailsLabel: 'View Location Details' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', {
        name: 'View Location Details: Swan Valley Toyota Midland',
      }),
    ).toBeVisible();
  },
};

/** Only a name and the button: no picture (a placeholder keeps the card's shape), no reviews. */
export const Minimal: Story = {
  args: {
    image: null,
    rating: null,
    address: null,
    hours: [],
    phone: null,
    licences: null,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.queryByRole('list', { name: 'Licences' })).toBeNull();
    await expect(canvas.getByRole('link', { name: /View Details/ })).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    name: 'Swan Valley Toyota Midland Commercial, Fleet and Pre-Owned Vehicle Centre - Sales',
    address: ['Unit 14, 1120-1136 Great Eastern Highway Bypass', 'Midvale WA 6056'],
    hours: [
      { label: 'Mon', hours: '7:30 AM - 6:00 PM' },
      { label: 'Tue', hours: '7:30 AM - 6:00 PM' },
      { label: 'Wed', hours: '7:30 AM - 8:00 PM' },
      { label: 'Thu', hours: '7:30 AM - 6:00 PM' },
      { label: 'Fri', hours: '7:30 AM - 5:00 PM' },
      { label: 'Sat', hours: 'By appointment only' },
      { label: 'Sun', hours: 'Closed' },
    ],
    licences: { dealerLicence: 'MD012345', carLicence: 'CL 2231', motorRepairer: 'MRB 44102' },
  },
};

export const Toyota: Story = { globals: { brand: 'toyota' } };
export const Caravan: Story = { globals: { brand: 'caravan' } };
export const DarkToyota: Story = { ...Dark, globals: { brand: 'toyota' } };
export const DarkCaravan: Story = { ...Dark, globals: { brand: 'caravan' } };
