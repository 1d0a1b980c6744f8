import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { KeyInformation } from './KeyInformation';
import { keyInformationIcons } from './KeyInformationIcon';

const meta = {
  title: 'Vehicle/KeyInformation',
  component: KeyInformation,
  args: {
    items: [
      { icon: 'odometer', label: 'Odometer', value: '34,120 km' },
      { icon: 'transmission', label: 'Transmission', value: 'Automatic' },
      { icon: 'fuel', label: 'Fuel', value: 'Hybrid' },
      { icon: 'body', label: 'Body', value: 'SUV' },
      { icon: 'engine', label: 'Engine', value: '2.5L 4 cyl' },
      { icon: 'drive', label: 'Drive', value: 'FWD' },
      { icon: 'seats', label: 'Seats', value: '5' },
      { icon: 'colour', label: 'Colour', value: 'Atomic Rush' },
    ],
  },
} satisfies Meta<typeof KeyInformation>;
export default meta;
type Story = StoryObj<typeof meta>;

export const UsedCar: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Odometer').nextElementSibling).toHaveTextContent('34,120 km');
    await expect(canvas.getByText('Transmission').nextElementSibling).toHaveTextContent(
      'Automatic',
    );
    // pictograms are decorative
    for (const icon of canvasElement.querySelectorAll('svg[data-icon]')) {
      await expect(icon).toHaveAttribute('aria-hidden', 'true');
    }
  },
};

/** Every pictogram, for review. */
export const AllIcons: Story = {
  args: {
    items: keyInformationIcons.map((icon) => ({ icon, label: icon, value: '—' })),
  },
};

export const WithoutIcons: Story = {
  args: {
    items: [
      { label: 'Stock number', value: 'U3010042' },
      { label: 'Rego', value: '1ABC234' },
    ],
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
export const Toyota: Story = { globals: { brand: 'toyota' } };
export const Caravan: Story = {
  globals: { brand: 'caravan' },
  args: {
    items: [
      { icon: 'sleeps', label: 'Sleeps', value: '4' },
      { icon: 'length', label: 'Length', value: '6.6 m' },
      { icon: 'weight', label: 'ATM', value: '2,480 kg' },
      { icon: 'calendar', label: 'Year', value: '2021' },
    ],
  },
};
