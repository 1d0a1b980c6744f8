import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { spaces } from '../../css/sprinkles.css';
import { Box } from '../Box/Box';
import { Column, Columns, columnsCollapseBelow } from './Columns';

const meta = {
  title: 'Layout/Columns',
  component: Columns,
  tags: ['autodocs'],
  argTypes: {
    space: { control: 'select', options: spaces },
    collapseBelow: { control: 'select', options: columnsCollapseBelow },
  },
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

export const StackedOnMobile: StoryObj<typeof meta> = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const main = within(canvasElement).getByText('Gallery and specifications');
    const side = within(canvasElement).getByText('Sidebar');
    await expect(side.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      main.getBoundingClientRect().bottom,
    );
  },
};

export const SideBySideOnDesktop: StoryObj<typeof meta> = {
  play: async ({ canvasElement }) => {
    const main = within(canvasElement).getByText('Gallery and specifications');
    const side = within(canvasElement).getByText('Sidebar');
    await expect(side.getBoundingClientRect().top).toBe(main.getBoundingClientRect().top);
    await expect(side.getBoundingClientRect().left).toBeGreaterThan(
      main.getBoundingClientRect().right,
    );
  },
};
