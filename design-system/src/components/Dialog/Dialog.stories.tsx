import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Text } from '../Text/Text';
import {
  Dialog,
  DialogBody,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  dialogSizes,
  Modal,
} from './Dialog';

const meta = {
  title: 'Overlays/Dialog',
  component: Modal,
  tags: ['autodocs'],
  args: {
    title: 'Enquire about this car',
    description: '2023 Toyota RAV4 GX · Stock 12345',
    trigger: <Button>Enquire Now</Button>,
    children: <Text>A sales consultant will call you back within one business day.</Text>,
    onOpenChange: fn(),
  },
  argTypes: {
    size: { control: 'inline-radio', options: dialogSizes },
    trigger: { control: false },
    children: { control: false },
    footer: { control: false },
  },
} satisfies Meta<typeof Modal>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OpenAndClose: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Enquire Now' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Enquire about this car' });
    await expect(dialog).toHaveAccessibleDescription('2023 Toyota RAV4 GX · Stock 12345');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    // it portals into the themed root
    await expect(dialog.closest('[data-brand]')).not.toBeNull();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Enquire about this car' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);

    // left open, so the a11y check covers the dialog
    await userEvent.click(trigger);
    await screen.findByRole('dialog');
  },
};

const openOnPlay: Story['play'] = async ({ canvasElement }) => {
  await userEvent.click(within(canvasElement).getAllByRole('button')[0]!);
  await screen.findByRole('dialog');
};

export const WithFooter: Story = {
  args: {
    title: 'Remove from watchlist?',
    description: undefined,
    trigger: <Button variant="ghost">Remove</Button>,
    children: <Text>2023 Toyota RAV4 GX will no longer be in your watchlist.</Text>,
    size: 'small',
    footer: (
      <>
        <DialogClose asChild>
          <Button variant="ghost">Cancel</Button>
        </DialogClose>
        <DialogClose asChild>
          <Button tone="critical">Remove</Button>
        </DialogClose>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove from watchlist?' });
    await expect(dialog).not.toHaveAttribute('aria-describedby');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await openOnPlay({ canvasElement } as never);
  },
};

/** Long content scrolls inside the dialog; the page behind stays put. */
export const LongContent: Story = {
  args: {
    title: 'Finance disclaimer',
    trigger: <Button variant="ghost">View disclaimer</Button>,
    size: 'large',
    children: (
      <>
        {Array.from({ length: 12 }, (_, i) => (
          <Text key={i}>
            Comparison rate is based on a 5 year secured loan of $30,000. WARNING: This comparison
            rate is true only for the examples given and may not include all fees and charges.
            Different terms, fees or other loan amounts might result in a different comparison rate.
            Paragraph {i + 1}.
          </Text>
        ))}
      </>
    ),
  },
  play: openOnPlay,
};

export const OpenToyota: Story = { globals: { brand: 'toyota' }, play: openOnPlay };
export const OpenCaravan: Story = { globals: { brand: 'caravan' }, play: openOnPlay };

/** The parts on their own, for layouts Modal does not cover. */
export const Parts: Story = {
  render: () => (
    <Dialog>
      <DialogTrigger asChild>
        <Button>Book a Test Drive</Button>
      </DialogTrigger>
      <DialogContent size="medium">
        <DialogHeader>
          <DialogTitle>Book a Test Drive</DialogTitle>
          <DialogDescription>Choose a day and time that suits you.</DialogDescription>
        </DialogHeader>
        <DialogBody>
          <Text>The form goes here.</Text>
        </DialogBody>
        <DialogFooter>
          <DialogClose asChild>
            <Button>Done</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Book a Test Drive' }));
    const dialog = await screen.findByRole('dialog', { name: 'Book a Test Drive' });
    await expect(dialog).toHaveAttribute('data-slot', 'dialog-content');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};
