import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Inline } from '../Inline/Inline';
import { Spinner, spinnerSizes, spinnerTones } from './Spinner';

const meta = {
  title: 'Feedback/Spinner',
  component: Spinner,
  tags: ['autodocs'],
  args: { label: 'Loading vehicles' },
  argTypes: {
    size: { control: 'inline-radio', options: spinnerSizes },
    tone: { control: 'inline-radio', options: spinnerTones },
  },
} satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Loading vehicles');
  },
};

export const WithVisibleLabel: Story = {
  args: { label: 'Preparing your PDF…', showLabel: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Preparing your PDF…')).toBeVisible();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Inline space="large">
      {spinnerSizes.map((size) =>
        spinnerTones.map((tone) => (
          <Spinner key={`${size}-${tone}`} {...args} size={size} tone={tone} />
        )),
      )}
    </Inline>
  ),
};
