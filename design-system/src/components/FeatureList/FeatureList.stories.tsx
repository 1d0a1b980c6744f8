import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FeatureList } from './FeatureList';

const items = [
  'Adaptive cruise control',
  'Lane trace assist',
  'Autonomous emergency braking',
  'Blind spot monitor',
  'Rear cross traffic alert',
  'Reversing camera',
  'Apple CarPlay',
  'Android Auto',
  'Dual-zone climate control',
  'Keyless entry and start',
  'LED headlamps',
  '17 inch alloy wheels',
];

const meta = {
  title: 'Vehicle/FeatureList',
  component: FeatureList,
  args: { items },
} satisfies Meta<typeof FeatureList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ShowAllAndLess: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(8);
    await expect(canvas.getByText('Android Auto')).toBeVisible();
    await expect(canvas.getByText('Dual-zone climate control')).not.toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Show All' }));
    await expect(within(list).getAllByRole('listitem')).toHaveLength(12);
    await expect(canvas.getByText('17 inch alloy wheels')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Show Less' }));
    await expect(within(list).getAllByRole('listitem')).toHaveLength(8);
    await expect(canvas.getByRole('button', { name: 'Show All' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

export const EightOrFewer: Story = {
  args: { items: items.slice(0, 8) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
export const Toyota: Story = { globals: { brand: 'toyota' } };
export const Caravan: Story = {
  globals: { brand: 'caravan' },
  args: {
    items: [
      'Queen island bed',
      'Ensuite with separate shower and toilet',
      '2 × 150W solar panels',
      '2 × 100Ah lithium batteries',
      'Diesel heater',
      'External kitchen with slide-out barbecue',
      'Roll-out awning',
      'Off-road independent suspension',
      '12V compressor fridge',
    ],
  },
};
