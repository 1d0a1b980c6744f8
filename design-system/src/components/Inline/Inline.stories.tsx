import type { Meta, StoryObj } from '@storybook/react-vite';
import { spaces } from '../../css/sprinkles.css';
import { Box } from '../Box/Box';
import { Inline, inlineAlignYs, inlineAligns } from './Inline';

const meta = {
  title: 'Layout/Inline',
  component: Inline,
  tags: ['autodocs'],
  args: {
    space: 'small',
    children: ['Toyota', 'Mazda', 'Hyundai', 'Ford', 'Kia', 'Mitsubishi', 'Volkswagen'].map(
      (make) => (
        <Box key={make} background="surfaceSunken" padding="small" borderRadius="small">
          {make}
        </Box>
      ),
    ),
  },
  argTypes: {
    space: { control: 'select', options: spaces },
    align: { control: 'select', options: inlineAligns },
    alignY: { control: 'select', options: inlineAlignYs },
    wrap: { control: 'boolean' },
  },
} satisfies Meta<typeof Inline>;
export default meta;
export const Left: StoryObj<typeof meta> = {};
export const Centred: StoryObj<typeof meta> = { args: { align: 'center' } };
