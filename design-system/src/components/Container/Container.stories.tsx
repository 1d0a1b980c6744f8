import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '../Box/Box';
import { Container, containerWidths } from './Container';

const meta = {
  title: 'Layout/Container',
  component: Container,
  tags: ['autodocs'],
  argTypes: { width: { control: 'select', options: containerWidths } },
  args: {
    children: (
      <Box background="surfaceSunken" padding="large">
        Page content at a readable width
      </Box>
    ),
  },
} satisfies Meta<typeof Container>;
export default meta;
export const Large: StoryObj<typeof meta> = {};
export const Medium: StoryObj<typeof meta> = { args: { width: 'medium' } };
