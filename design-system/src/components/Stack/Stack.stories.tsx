import type { Meta, StoryObj } from '@storybook/react-vite';
import { spaces } from '../../css/sprinkles.css';
import { Box } from '../Box/Box';
import { Stack } from './Stack';

const Placeholder = ({ label }: { label: string }) => (
  <Box background="surfaceSunken" padding="medium" borderRadius="medium">
    {label}
  </Box>
);

const meta = {
  title: 'Layout/Stack',
  component: Stack,
  tags: ['autodocs'],
  argTypes: { space: { control: 'select', options: spaces } },
  args: {
    space: 'medium',
    children: [
      <Placeholder key="1" label="Toyota RAV4" />,
      <Placeholder key="2" label="Mazda CX-5" />,
      <Placeholder key="3" label="Ford Ranger" />,
    ],
  },
} satisfies Meta<typeof Stack>;
export default meta;
export const Medium: StoryObj<typeof meta> = {};
export const Large: StoryObj<typeof meta> = { args: { space: 'xlarge' } };
