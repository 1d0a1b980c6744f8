import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { HeartIcon, PrintIcon, ShareIcon } from '../../icons';
import { IconButton } from '../IconButton/IconButton';
import { Inline } from '../Inline/Inline';
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from './Tooltip';

const meta = {
  title: 'Overlays/Tooltip',
  component: Tooltip,
  tags: ['autodocs'],
  args: { onOpenChange: fn() },
  render: (args) => (
    <div style={{ padding: '3rem' }}>
      <Tooltip {...args}>
        <TooltipTrigger asChild>
          <IconButton label="Save to favourites" icon={<HeartIcon />} />
        </TooltipTrigger>
        <TooltipContent>Saved cars stay on this device</TooltipContent>
      </Tooltip>
    </div>
  ),
} satisfies Meta<typeof Tooltip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OnHover: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Save to favourites' });
    await userEvent.hover(trigger);
    const tooltip = await screen.findByRole('tooltip', { name: 'Saved cars stay on this device' });
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    // the trigger keeps its name and gains the tooltip as its description
    await expect(trigger).toHaveAccessibleDescription('Saved cars stay on this device');
    await expect(tooltip.closest('[data-brand]')).not.toBeNull();
    await userEvent.unhover(trigger);
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const OnKeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Save to favourites' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await screen.findByRole('tooltip', { name: 'Saved cars stay on this device' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

/** Several tooltips under one provider: moving along the row shows each at once. */
export const ActionRow: Story = {
  render: () => (
    <TooltipProvider>
      <Inline space="small">
        {[
          { label: 'Share', tip: 'Share this car', icon: <ShareIcon /> },
          { label: 'Print', tip: 'Print a vehicle sheet', icon: <PrintIcon /> },
          { label: 'Favourite', tip: 'Save to your garage', icon: <HeartIcon /> },
        ].map((action) => (
          <Tooltip key={action.label}>
            <TooltipTrigger asChild>
              <IconButton label={action.label} icon={action.icon} />
            </TooltipTrigger>
            <TooltipContent side="bottom">{action.tip}</TooltipContent>
          </Tooltip>
        ))}
      </Inline>
    </TooltipProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.hover(canvas.getByRole('button', { name: 'Share' }));
    await screen.findByRole('tooltip', { name: 'Share this car' });
    await userEvent.hover(canvas.getByRole('button', { name: 'Print' }));
    await screen.findByRole('tooltip', { name: 'Print a vehicle sheet' });
    await waitFor(() =>
      expect(screen.queryByRole('tooltip', { name: 'Share this car' })).toBeNull(),
    );
  },
};

/** Left open, so the a11y check covers the bubble in each brand. */
export const OpenToyota: Story = { args: { defaultOpen: true }, globals: { brand: 'toyota' } };
export const OpenCaravan: Story = { args: { defaultOpen: true }, globals: { brand: 'caravan' } };
