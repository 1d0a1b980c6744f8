import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ChevronDownIcon, PrintIcon } from '../../icons';
import { Button } from '../Button/Button';
import { Link } from '../Link/Link';
import { gapBelow } from '../private/story-geometry';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from './DropdownMenu';

const onPrint = fn();
const onRemove = fn();

const meta = {
  title: 'Navigation/DropdownMenu',
  component: DropdownMenu,
  tags: ['autodocs'],
  args: { onOpenChange: fn() },
  beforeEach: () => {
    onPrint.mockClear();
    onRemove.mockClear();
  },
  render: (args) => (
    <DropdownMenu {...args}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" icon={<ChevronDownIcon />}>
          My account
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>Signed in as Jess</DropdownMenuLabel>
        <DropdownMenuGroup>
          <DropdownMenuItem asChild>
            <Link href="/my-garage">My Garage</Link>
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={onPrint}>
            <PrintIcon size={16} /> Print watchlist
          </DropdownMenuItem>
          <DropdownMenuItem disabled>Compare (choose 2 cars)</DropdownMenuItem>
        </DropdownMenuGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem tone="critical" onSelect={onRemove}>
          Sign out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  ),
} satisfies Meta<typeof DropdownMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Actions: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'My account' });
    await userEvent.click(trigger);
    const menu = await screen.findByRole('menu');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    // spec §9: a dropdown opens 8 px from its trigger
    await waitFor(() => expect(gapBelow(trigger, menu)).toBeCloseTo(8, 0));
    await expect(within(menu).getByRole('menuitem', { name: 'My Garage' })).toHaveAttribute(
      'href',
      '/my-garage',
    );
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Print watchlist' }));
    await expect(onPrint).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await expect(trigger).toHaveFocus();

    // keyboard: open, move past the disabled item, choose
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    await expect(screen.getByRole('menuitem', { name: 'Sign out' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onRemove).toHaveBeenCalledTimes(1);

    // left open for the a11y check
    await userEvent.click(trigger);
    await screen.findByRole('menu');
  },
};

export const ToyotaOpen: Story = {
  globals: { brand: 'toyota' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'My account' }));
    await screen.findByRole('menu');
  },
};

export const CaravanOpen: Story = { ...ToyotaOpen, globals: { brand: 'caravan' } };

/** Checkbox and radio items keep the menu's state in the caller. */
export const Choices: Story = {
  render: function Render() {
    const [columns, setColumns] = useState('3');
    const [photos, setPhotos] = useState(true);
    return (
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost">View options</Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuLabel>Cards per row</DropdownMenuLabel>
          <DropdownMenuRadioGroup value={columns} onValueChange={setColumns}>
            <DropdownMenuRadioItem value="2">Two</DropdownMenuRadioItem>
            <DropdownMenuRadioItem value="3">Three</DropdownMenuRadioItem>
          </DropdownMenuRadioGroup>
          <DropdownMenuSeparator />
          <DropdownMenuCheckboxItem checked={photos} onCheckedChange={setPhotos}>
            Show photos
          </DropdownMenuCheckboxItem>
        </DropdownMenuContent>
      </DropdownMenu>
    );
  },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'View options' });
    await userEvent.click(trigger);
    await expect(await screen.findByRole('menuitemradio', { name: 'Three' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await userEvent.click(screen.getByRole('menuitemradio', { name: 'Two' }));
    // a choice closes the menu: it is opened again only once the closing one has gone
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await userEvent.click(trigger);
    await expect(await screen.findByRole('menuitemradio', { name: 'Two' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await userEvent.click(await screen.findByRole('menuitemcheckbox', { name: 'Show photos' }));
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await userEvent.click(trigger);
    await expect(
      await screen.findByRole('menuitemcheckbox', { name: 'Show photos' }),
    ).toHaveAttribute('aria-checked', 'false');
  },
};
