import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NavigationProgress } from './NavigationProgress';

const meta = {
  title: 'Feedback/NavigationProgress',
  component: NavigationProgress,
  tags: ['autodocs'],
  args: { active: true },
} satisfies Meta<typeof NavigationProgress>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A navigation is waiting: the bar runs across the top and the wait is announced. */
export const Loading: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Loading page…');
    await expect(status).toHaveAttribute('data-state', 'loading');
  },
};

/** Nothing is waiting: the status region is empty and nothing shows. */
export const Idle: Story = {
  args: { active: false },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toBeEmptyDOMElement();
  },
};
