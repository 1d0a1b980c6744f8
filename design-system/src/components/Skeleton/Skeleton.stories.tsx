import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Columns, Column } from '../Columns/Columns';
import { Stack } from '../Stack/Stack';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { Skeleton, skeletonShapes } from './Skeleton';

const meta = {
  title: 'Feedback/Skeleton',
  component: Skeleton,
  tags: ['autodocs'],
  args: { shape: 'rect', width: 320, height: 180 },
  argTypes: { shape: { control: 'inline-radio', options: skeletonShapes } },
} satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Rectangle: Story = {
  play: async ({ canvasElement }) => {
    const block = canvasElement.querySelector('[data-slot="skeleton"]')!;
    await expect(block).toHaveAttribute('aria-hidden', 'true');
    await expect(block.getBoundingClientRect().width).toBe(320);
    await expect(block.getBoundingClientRect().height).toBe(180);
  },
};
export const TextLines: Story = { args: { shape: 'text', lines: 3, width: undefined } };
export const Circle: Story = { args: { shape: 'circle', width: 48 } };

/** A search result card while it loads: the region is busy and says so. */
export const VehicleCardLoading: Story = {
  render: () => (
    <div aria-busy="true" style={{ maxWidth: 960 }}>
      <VisuallyHidden>Loading vehicles</VisuallyHidden>
      <Columns space="medium" collapseBelow="tablet">
        {[1, 2, 3].map((card) => (
          <Column key={card}>
            <Stack space="small">
              <Skeleton shape="rect" height={180} />
              <Skeleton shape="text" width="70%" height="1.4em" />
              <Skeleton shape="text" lines={2} />
              <Skeleton shape="rect" height={44} />
            </Stack>
          </Column>
        ))}
      </Columns>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading vehicles')).toBeInTheDocument();
    await expect(canvasElement.querySelectorAll('[data-slot="skeleton"]').length).toBe(15);
  },
};
