import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callChatOpen, CHAT_SCRIPT_TIMEOUT_MS, ChatScriptButton } from './ChatScriptButton';

// spec §2 'Instant Message' through a chat provider's widget, the enquiry form its fallback. The
// provider's script is caught as the button adds it, and its load or failure played.

let counter = 0;

function renderButton(open: string | null) {
  const src = `https://widget.example.com/chat-${++counter}.js`;
  const added: HTMLScriptElement[] = [];
  vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
    added.push(...(nodes as HTMLScriptElement[]));
  });
  render(
    <ChatScriptButton
      src={src}
      open={open}
      label="Instant Message"
      fallback={<div role="dialog" aria-label="Instant Message" />}
    />,
  );
  return { src, added };
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
  delete (window as { Chat?: unknown }).Chat;
});

describe('ChatScriptButton', () => {
  it("loads the provider's script on the first press, then opens the chat with its function", async () => {
    const open = vi.fn(function (this: unknown) {
      return this;
    });
    const chat = { open };
    (window as { Chat?: unknown }).Chat = chat;
    const { src, added } = renderButton('Chat.open');
    expect(added).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Instant Message' }));
    expect(added.map((script) => script.src)).toEqual([src]);
    expect(screen.getByRole('button', { name: 'Instant Message' }).getAttribute('aria-busy')).toBe(
      'true',
    );
    await act(async () => {
      added[0]!.dispatchEvent(new Event('load'));
    });
    expect(open).toHaveBeenCalledTimes(1);
    expect(open.mock.results[0]!.value).toBe(chat);
    expect(screen.queryByRole('dialog')).toBeNull();

    // a second press opens the chat again, without a second script
    fireEvent.click(screen.getByRole('button', { name: 'Instant Message' }));
    await act(async () => {});
    expect(open).toHaveBeenCalledTimes(2);
    expect(added).toHaveLength(1);
  });

  it('opens the enquiry form when the script fails to load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { added } = renderButton('Chat.open');
    fireEvent.click(screen.getByRole('button', { name: 'Instant Message' }));
    await act(async () => {
      added[0]!.dispatchEvent(new Event('error'));
    });
    expect(screen.getByRole('dialog', { name: 'Instant Message' })).toBeTruthy();
  });

  it('opens the enquiry form when the script has no such function', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { added } = renderButton('Chat.open');
    fireEvent.click(screen.getByRole('button', { name: 'Instant Message' }));
    await act(async () => {
      added[0]!.dispatchEvent(new Event('load'));
    });
    expect(screen.getByRole('dialog', { name: 'Instant Message' })).toBeTruthy();
  });

  it('opens the enquiry form when the script takes longer than the limit', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderButton(null);
    fireEvent.click(screen.getByRole('button', { name: 'Instant Message' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(CHAT_SCRIPT_TIMEOUT_MS - 1);
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(screen.getByRole('dialog', { name: 'Instant Message' })).toBeTruthy();
  });
});

describe('callChatOpen', () => {
  it.each([
    ['a nested function', 'Widget.api.open', true],
    ['a missing owner', 'Nothing.open', false],
    ['not a function', 'Widget.version', false],
  ])('%s', (_case, name, called) => {
    const open = vi.fn();
    const scope = { Widget: { api: { open }, version: '2' } };
    expect(callChatOpen(name, scope)).toBe(called);
    expect(open).toHaveBeenCalledTimes(called ? 1 : 0);
  });
});
