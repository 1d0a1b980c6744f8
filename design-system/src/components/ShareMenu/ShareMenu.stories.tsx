import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { ToastProvider } from '../Toast/Toast';
import { COPIED_DURATION, facebookShareUrl, whatsappShareUrl } from './share';
import { ShareMenu } from './ShareMenu';

const url = 'https://swanvalleytoyota.com.au/cars/2023-toyota-rav4-gx-u3010042';
const name = '2023 Toyota RAV4 GX';

const meta = {
  title: 'Actions/ShareMenu',
  component: ShareMenu,
  tags: ['autodocs'],
  args: { url, title: name, onShare: fn() },
  decorators: [
    (Story, { parameters }) => {
      const story = (
        <div style={{ minHeight: '24rem' }}>
          <Story />
        </div>
      );
      return parameters.toasts === false ? story : <ToastProvider>{story}</ToastProvider>;
    },
  ],
  // the clipboard and share windows are stubbed: a test never writes the real clipboard or
  // opens a window
  beforeEach: () => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    const open = spyOn(window, 'open').mockReturnValue(null);
    return () => {
      writeText.mockRestore();
      open.mockRestore();
    };
  },
} satisfies Meta<typeof ShareMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

const toastsOf = (canvasElement: HTMLElement) =>
  within(canvasElement.querySelector<HTMLElement>('[data-slot="toast-viewport"]')!);

/** 'Copy link' writes the address, shows 'Copied' for 1.5 s and a toast (spec §4). */
export const CopyLink: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Share' });
    await userEvent.click(trigger);
    const menu = await screen.findByRole('menu', { name: 'Share' });
    const clickedAt = performance.now();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Copy link' }));

    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(url);
    const copied = await within(menu).findByRole('menuitem', { name: 'Copied' });
    await expect(args.onShare).toHaveBeenCalledWith('copy');
    await waitFor(() =>
      expect(
        toastsOf(canvasElement).getByText('Copied 2023 Toyota RAV4 GX to your clipboard!'),
      ).toBeVisible(),
    );
    // the menu stays open while it says 'Copied', then the item goes back
    await expect(screen.getByRole('menu')).toBeVisible();
    // (measured from the click, so a slow machine can only make it later, never fail it)
    await waitFor(() => expect(copied).toHaveAccessibleName('Copy link'), { timeout: 5000 });
    await expect(performance.now() - clickedAt).toBeGreaterThanOrEqual(COPIED_DURATION - 50);
  },
};

/** Social links open a 550x400 share window instead of leaving the page (spec §9). */
export const ShareOnFacebook: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Share' }));
    const menu = await screen.findByRole('menu', { name: 'Share' });
    const facebook = within(menu).getByRole('menuitem', { name: 'Facebook' });
    await expect(facebook).toHaveAttribute('href', facebookShareUrl(url));
    await userEvent.click(facebook);
    await expect(window.open).toHaveBeenCalledTimes(1);
    const [href, target, features] = firstCallOf(window.open);
    await expect(href).toBe(facebookShareUrl(url));
    await expect(target).toBe('share');
    await expect(features).toMatch(/^width=550,height=400,/);
    await expect(args.onShare).toHaveBeenCalledWith('facebook');
    // choosing a link closes the menu
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  },
};

/** Every channel of spec §7, with its address. Email and SMS hand over to an app. */
export const AllChannels: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Share' }));
    const menu = await screen.findByRole('menu', { name: 'Share' });
    const items = within(menu).getAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'Copy link',
      'Facebook',
      'X (Twitter)',
      'LinkedIn',
      'Email',
      'SMS',
      'WhatsApp',
    ]);
    const href = (label: string) =>
      within(menu).getByRole('menuitem', { name: label }).getAttribute('href');
    await expect(href('X (Twitter)')).toMatch(/^https:\/\/x\.com\/intent\/tweet\?url=/);
    await expect(href('LinkedIn')).toMatch(/^https:\/\/www\.linkedin\.com\/sharing\//);
    await expect(href('Email')).toMatch(/^mailto:\?subject=2023%20Toyota%20RAV4%20GX&body=/);
    await expect(href('SMS')).toMatch(/^sms:\?&body=/);
    await expect(href('WhatsApp')).toBe(whatsappShareUrl(url, name));
    await expect(within(menu).getByRole('menuitem', { name: 'Email' })).not.toHaveAttribute(
      'target',
    );
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Share' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: 'Share' });
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Copy link' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');
    await within(menu).findByRole('menuitem', { name: 'Copied' });
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'X (Twitter)' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(window.open).toHaveBeenCalledTimes(1);
    await expect(args.onShare).toHaveBeenLastCalledWith('x');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  },
};

/**
 * The menu's code loads on the first press; the button stays the same element throughout.
 * Arrow Down opens the menu on its first item, and pressing the button again closes it.
 */
export const ButtonTogglesMenu: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Share' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    const menu = await screen.findByRole('menu', { name: 'Share' });
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Copy link' })).toHaveFocus(),
    );
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(trigger);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(within(canvasElement).getByRole('button', { name: 'Share' })).toBe(trigger);
    await userEvent.click(trigger);
    await screen.findByRole('menu', { name: 'Share' });
    await userEvent.click(canvasElement);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  },
};

/** Outside a ToastProvider it still copies and says 'Copied'; there is just no toast. */
export const WithoutToasts: Story = {
  parameters: { toasts: false },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Share' }));
    const menu = await screen.findByRole('menu', { name: 'Share' });
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Copy link' }));
    await within(menu).findByRole('menuitem', { name: 'Copied' });
    await expect(canvasElement.querySelector('[data-slot="toast-viewport"]')).toBeNull();
  },
};

/** When the clipboard refuses, the item keeps saying 'Copy link' and no toast shows. */
export const ClipboardRefused: Story = {
  play: async ({ args, canvasElement }) => {
    (navigator.clipboard.writeText as unknown as ReturnType<typeof fn>).mockRejectedValue(
      new DOMException('Write permission denied.', 'NotAllowedError'),
    );
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Share' }));
    const menu = await screen.findByRole('menu', { name: 'Share' });
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Copy link' }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(within(menu).getByRole('menuitem', { name: 'Copy link' })).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="toast"]')).toBeNull();
    await expect(args.onShare).not.toHaveBeenCalled();
  },
};

const openMenu: Story['play'] = async ({ canvasElement }) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Share' }));
  await screen.findByRole('menu', { name: 'Share' });
};

/** Left open, so the a11y check covers the menu in each brand. */
export const OpenToyota: Story = { globals: { brand: 'toyota' }, play: openMenu };
export const OpenCaravan: Story = {
  globals: { brand: 'caravan' },
  args: { variant: 'solid' },
  play: openMenu,
};

function firstCallOf(mock: unknown): unknown[] {
  return (mock as ReturnType<typeof fn>).mock.calls[0] ?? [];
}
