import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { formatAud } from '../Price/format';
import { RangeSlider } from './RangeSlider';

const meta = {
  title: 'Search/RangeSlider',
  component: RangeSlider,
  args: {
    label: 'Price',
    bounds: [5000, 250000],
    step: 500,
    roundTo: 1000,
    format: (v: number) => formatAud(v),
    minLabel: 'Minimum price',
    maxLabel: 'Maximum price',
    onCommit: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RangeSlider>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Price: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const min = canvas.getByRole('slider', { name: 'Minimum price' });
    min.focus();
    await userEvent.keyboard('{PageUp}');
    await expect(args.onCommit).toHaveBeenCalled();
    const max = canvas.getByRole('slider', { name: 'Maximum price' });
    max.focus();
    await userEvent.keyboard('{Home}');
    await expect(Number(min.getAttribute('aria-valuenow'))).toBeLessThanOrEqual(
      Number(max.getAttribute('aria-valuenow')),
    );
  },
};

export const TypedOutOfRangeIsIgnored: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Maximum price' });
    await userEvent.clear(input);
    await userEvent.type(input, '900000{Enter}');
    await expect(args.onCommit).not.toHaveBeenCalled();
    await expect(input).toHaveValue('250000');
  },
};

export const Kilometres: Story = {
  args: {
    label: 'Kilometres',
    bounds: [0, 300000],
    step: 1000,
    roundTo: 1000,
    value: [0, 100000],
    minLabel: 'Minimum kilometres',
    maxLabel: 'Maximum kilometres',
    format: (v: number) => `${v.toLocaleString('en-AU')} km`,
  },
};

export const Disabled: Story = { args: { disabled: true } };
