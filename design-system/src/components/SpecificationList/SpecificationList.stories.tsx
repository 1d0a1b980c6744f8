import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SpecificationList } from './SpecificationList';

const rows = [
  { label: 'Body', value: '5 door wagon' },
  { label: 'Engine', value: '2.5L 4 cylinder petrol hybrid' },
  { label: 'Transmission', value: 'Constantly variable transmission' },
  { label: 'Drive type', value: 'Front wheel drive' },
  { label: 'Fuel consumption', value: '4.7 L/100km (combined)' },
  { label: 'Seats', value: '5' },
  { label: 'Colour', value: 'Atomic Rush' },
  { label: 'VIN', value: 'JTMW43FV00D123456' },
  { label: 'Stock number', value: 'U3010042' },
  { label: 'Rego expiry', value: 'Expires on 14 March 2026' },
];

const meta = {
  title: 'Vehicle/SpecificationList',
  component: SpecificationList,
  args: { rows },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SpecificationList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ShowMoreAndLess: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // the first four rows, the rest in the page but hidden
    await expect(canvas.getByText('Drive type')).toBeVisible();
    await expect(canvas.getByText('Fuel consumption')).not.toBeVisible();
    await expect(canvas.getByText('Rego expiry')).not.toBeVisible();

    const more = canvas.getByRole('button', { name: 'Show More' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);
    await expect(canvas.getByText('Fuel consumption')).toBeVisible();
    await expect(canvas.getByText('Rego expiry').nextElementSibling).toHaveTextContent(
      'Expires on 14 March 2026',
    );
    const less = canvas.getByRole('button', { name: 'Show Less' });
    await expect(less).toHaveAttribute('aria-expanded', 'true');
    await expect(less).toHaveFocus();

    await userEvent.click(less);
    await expect(canvas.getByText('Fuel consumption')).not.toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Show More' })).toBeVisible();
  },
};

export const FirstSix: Story = {
  args: { initialCount: 6 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Seats')).toBeVisible();
    await expect(canvas.getByText('Colour')).not.toBeVisible();
  },
};

export const FewRows: Story = {
  args: { rows: rows.slice(0, 3) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const Toyota: Story = { globals: { brand: 'toyota' } };
export const Caravan: Story = {
  globals: { brand: 'caravan' },
  args: {
    rows: [
      { label: 'Sleeps', value: '4' },
      { label: 'Length', value: '6.6 m (21 ft 6 in)' },
      { label: 'ATM', value: '2,480 kg' },
      { label: 'Tare', value: '1,950 kg' },
      { label: 'Ball weight', value: '190 kg' },
      { label: 'Water tanks', value: '2 × 95 L' },
    ],
  },
};
