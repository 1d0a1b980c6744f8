import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '../Box/Box';
import { Column, Columns } from './Columns';

const meta = {
  title: 'Layout/Columns',
  component: Columns,
  args: {
    space: 'large',
    children: [
      <Column key="main" width="2/3">
        <Box background="surfaceSunken" padding="large">
          Gallery and specifications
        </Box>
      </Column>,
      <Column key="side">
        <Box background="brandAccentSoft" padding="large">
          Sidebar
        </Box>
      </Column>,
    ],
  },
} satisfies Meta<typeof Columns>;
export default meta;
export const VehicleLayout: StoryObj<typeof meta> = {};
