import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button/Button';
import {
  SoldNotice,
  VehicleNotFound,
  vehicleNotFoundHeadingLevels,
  vehicleNotFoundReasons,
} from './VehicleNotFound';

const links = [
  { label: 'Search all used cars', href: '/search/used-cars' },
  { label: 'More Toyota RAV4s', href: '/search/toyota/rav4' },
];

const meta = {
  title: 'Vehicle/VehicleNotFound',
  component: VehicleNotFound,
  argTypes: {
    reason: { control: 'inline-radio', options: vehicleNotFoundReasons },
    headingLevel: { control: 'inline-radio', options: vehicleNotFoundHeadingLevels },
    action: { control: false },
  },
  args: { links },
} satisfies Meta<typeof VehicleNotFound>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'This vehicle is no longer available' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Search all used cars' })).toHaveAttribute(
      'href',
      '/search/used-cars',
    );
    await expect(canvas.getByRole('link', { name: 'More Toyota RAV4s' })).toHaveAttribute(
      'href',
      '/search/toyota/rav4',
    );
    await expect(canvas.queryByText('SOLD')).toBeNull();
  },
};

/** A sold car's page: the notice (an h2) sits under the page's own h1, the car's name. */
export const Sold: StoryObj<typeof SoldNotice> = {
  render: (args) => <SoldNotice {...args} />,
  args: {
    links,
    action: <Button>Find Me Something Similar</Button>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('SOLD')).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'This vehicle has been sold' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Find Me Something Similar' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Search all used cars' })).toBeVisible();
  },
};

export const CustomWording: Story = {
  args: {
    title: 'We couldn’t find that caravan',
    message: 'The link may be old. Our current range is a click away.',
    links: [{ label: 'View all caravans', href: '/search/used-caravans' }],
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
export const Toyota: Story = { globals: { brand: 'toyota' } };
export const Caravan: Story = {
  globals: { brand: 'caravan' },
  args: {
    reason: 'sold',
    links: [
      { label: 'View all caravans', href: '/search/used-caravans' },
      { label: 'More Jayco Journeys', href: '/search/jayco/journey' },
    ],
  },
};
