import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from './Box';

const meta = {
  title: 'Layout/Box',
  component: Box,
  tags: ['autodocs'],
  args: {
    padding: 'large',
    background: 'surfaceSunken',
    borderRadius: 'large',
    children: 'A box with atom props',
  },
} satisfies Meta<typeof Box>;
export default meta;
export const Surface: StoryObj<typeof meta> = {};
export const Accent: StoryObj<typeof meta> = {
  args: { background: 'brandAccent', color: 'brandAccentContrast' },
};
export const Responsive: StoryObj<typeof meta> = {
  args: { padding: ['small', 'large', 'xlarge'] },
};
