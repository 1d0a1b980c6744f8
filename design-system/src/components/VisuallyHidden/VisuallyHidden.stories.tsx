import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { VisuallyHidden } from './VisuallyHidden';

const meta = {
  title: 'Layout/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'Only for screen readers' },
} satisfies Meta<typeof VisuallyHidden>;
export default meta;
export const Hidden: StoryObj<typeof meta> = {
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText('Only for screen readers');
    await expect(text.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};
