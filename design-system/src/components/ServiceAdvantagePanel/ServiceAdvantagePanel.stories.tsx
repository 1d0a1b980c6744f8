import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ServiceAdvantagePanel, serviceAdvantageHeadingLevels } from './ServiceAdvantagePanel';

const meta = {
  title: 'Vehicle/ServiceAdvantagePanel',
  component: ServiceAdvantagePanel,
  argTypes: {
    headingLevel: { control: 'inline-radio', options: serviceAdvantageHeadingLevels },
  },
  args: {
    pricePerService: '$260',
    years: 5,
    services: 5,
    interval: 'Every 12 months or 15,000km, whichever comes first',
    bookHref: 'https://service.swanvalleytoyota.com.au/book',
    description: 'Capped price servicing for the first 5 years or 75,000km.',
    disclaimer:
      'Conditions apply. Capped price covers standard scheduled logbook servicing only; additional items are charged separately.',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ServiceAdvantagePanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Toyota: Story = {
  globals: { brand: 'toyota' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Toyota Service Advantage' })).toBeVisible();
    await expect(canvas.getByText('per service').nextElementSibling).toHaveTextContent('$260');
    await expect(canvas.getByText('years').nextElementSibling).toHaveTextContent('5');
    await expect(canvas.getByText('services').nextElementSibling).toHaveTextContent('5');
    await expect(canvas.getByText(/Every 12 months or 15,000km/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Book a Service' })).toHaveAttribute(
      'href',
      'https://service.swanvalleytoyota.com.au/book',
    );
  },
};

export const ToyotaPrado: Story = {
  globals: { brand: 'toyota' },
  args: {
    pricePerService: '$390',
    years: 5,
    services: 10,
    interval: 'Every 6 months or 10,000km, whichever comes first',
    description: 'Capped price servicing for the first 5 years or 100,000km.',
    bookHref: '/genuine-service',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('services').nextElementSibling).toHaveTextContent('10');
    await expect(canvas.getByRole('link', { name: 'Book a Service' })).toHaveAttribute(
      'href',
      '/genuine-service',
    );
  },
};

export const Generic: Story = {};
export const Caravan: Story = {
  globals: { brand: 'caravan' },
  args: {
    title: 'Caravan Service Plan',
    pricePerService: '$395',
    years: 3,
    services: 3,
    interval: 'Every 12 months or 10,000km',
    description: 'Wheel bearings, brakes, gas and electrical checks at a set price.',
    disclaimer: null,
    bookHref: '/service',
  },
};
