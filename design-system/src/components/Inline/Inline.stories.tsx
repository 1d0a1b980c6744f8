import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '../Box/Box';
import { Inline, inlineAligns } from './Inline';

const meta = {
  title: 'Layout/Inline',
  component: Inline,
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
  argTypes: { align: { control: 'select', options: inlineAligns } },
} satisfies Meta<typeof Inline>;
export default meta;
export const Left: StoryObj<typeof meta> = {};
export const Centred: StoryObj<typeof meta> = { args: { align: 'center' } };
