import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { InfoIcon } from '../../icons';
import { Button } from '../Button/Button';
import { Text } from '../Text/Text';
import { Popover, PopoverClose, PopoverContent, PopoverTrigger } from './Popover';

const meta = {
  title: 'Overlays/Popover',
  component: Popover,
  tags: ['autodocs'],
  args: { onOpenChange: fn() },
  render: (args) => (
    <div style={{ padding: '2rem 0 14rem' }}>
      <Text>
        $189 per week{' '}
        <Popover {...args}>
          <PopoverTrigger asChild>
            <Button variant="transparent" size="small" icon={<InfoIcon />}>
              Comparison rate
            </Button>
          </PopoverTrigger>
          <PopoverContent aria-labelledby="comparison-rate-title" align="start">
            <strong id="comparison-rate-title">Comparison rate 8.19% p.a.</strong>
            <Text size="small">
              Based on a 5 year secured loan of $30,000. This rate is true only for the example
              given and may not include all fees and charges.
            </Text>
            <PopoverClose asChild>
              <Button size="small" variant="ghost">
                Got it
              </Button>
            </PopoverClose>
          </PopoverContent>
        </Popover>
      </Text>
    </div>
  ),
} satisfies Meta<typeof Popover>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OpenAndClose: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Comparison rate' });
    await userEvent.click(trigger);
    const panel = await screen.findByRole('dialog', { name: 'Comparison rate 8.19% p.a.' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await expect(panel.closest('[data-brand]')).not.toBeNull();

    // Escape closes it and gives focus back to the trigger
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);

    // keyboard: open, Tab to the close button, press it
    await userEvent.keyboard('{Enter}');
    const again = await screen.findByRole('dialog', { name: 'Comparison rate 8.19% p.a.' });
    await userEvent.tab();
    await expect(within(again).getByRole('button', { name: 'Got it' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // an outside click closes it too
    await userEvent.click(trigger);
    await screen.findByRole('dialog');
    await userEvent.click(canvas.getByText(/per week/));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** Left open, so the a11y check covers the panel in each brand. */
export const OpenToyota: Story = { args: { defaultOpen: true }, globals: { brand: 'toyota' } };
export const OpenCaravan: Story = { args: { defaultOpen: true }, globals: { brand: 'caravan' } };
