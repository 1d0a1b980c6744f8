import { describe, expect, it } from 'vitest';
import { chatEntryOf, chatLinkHref, chatOrigins, serviceChatEntry } from './chat';

const context = {
  carName: '2021 Toyota Corolla Ascent Sport',
  stockNumber: 'HC-1042',
  pageUrl: 'https://www.harbourcitycars.com.au/cars/2021-toyota-corolla-hc-1042',
};

describe('chatLinkHref', () => {
  it.each([
    ['no placeholder', 'https://chat.example.com/start', 'https://chat.example.com/start'],
    [
      'the car and stock number',
      'https://chat.example.com/start?subject={car}&ref={stock_number}',
      'https://chat.example.com/start?subject=2021%20Toyota%20Corolla%20Ascent%20Sport&ref=HC-1042',
    ],
    [
      'the page, encoded',
      'https://chat.example.com/?from={page}',
      `https://chat.example.com/?from=${encodeURIComponent(context.pageUrl)}`,
    ],
    [
      'an unknown name stays',
      'https://chat.example.com/{dealer}',
      'https://chat.example.com/{dealer}',
    ],
  ])('%s', (_case, url, expected) => {
    expect(chatLinkHref(url, context)).toBe(expected);
  });
});

describe('chatEntryOf', () => {
  it('opens the enquiry form when the site has no provider', () => {
    expect(chatEntryOf({ chat: null }, context)).toEqual({ kind: 'enquiry' });
  });

  it("opens a link provider's page for the car", () => {
    expect(
      chatEntryOf(
        { chat: { kind: 'link', url: 'https://chat.example.com/?ref={stock_number}' } },
        context,
      ),
    ).toEqual({ kind: 'link', href: 'https://chat.example.com/?ref=HC-1042' });
  });

  it("loads a script provider's widget and names its open function", () => {
    expect(
      chatEntryOf(
        {
          chat: {
            kind: 'script',
            src: 'https://widget.example.com/w.js',
            open: 'Chat.open',
            origins: [],
          },
        },
        context,
      ),
    ).toEqual({ kind: 'script', src: 'https://widget.example.com/w.js', open: 'Chat.open' });
  });
});

describe('chatOrigins (the CSP widened only for the configured provider)', () => {
  const script = {
    kind: 'script' as const,
    src: 'https://widget.example.com/v2/w.js',
    open: null,
    origins: ['https://api.example.com/socket', 'https://widget.example.com/frame'],
  };

  it.each([
    [
      'a script provider: its origin and those listed, each once',
      true,
      script,
      ['https://widget.example.com', 'https://api.example.com'],
    ],
    ['chat switched off', false, script, []],
    [
      'a link provider (its own tab)',
      true,
      { kind: 'link' as const, url: 'https://chat.example.com' },
      [],
    ],
    ['no provider', true, null, []],
  ] as const)('%s', (_case, on, chat, expected) => {
    expect(chatOrigins({ chat, features: { chatInsteadOfEnquire: on } })).toEqual(expected);
  });
});

describe('serviceChatEntry (spec §9 chat assistant for service and parts, off by default)', () => {
  const link = { kind: 'link' as const, url: 'https://chat.example.com/start?page={page}' };
  const script = {
    kind: 'script' as const,
    src: 'https://w.example.com/w.js',
    open: 'Chat.open',
    origins: [],
  };
  const page = 'https://www.harbourcitycars.com.au/service';
  it.each([
    ['off by default: none', false, link, null],
    ['on without a provider: none (no dead link)', true, null, null],
    [
      'on with a link provider: its chat page',
      true,
      link,
      { kind: 'link', href: `https://chat.example.com/start?page=${encodeURIComponent(page)}` },
    ],
    [
      'on with a script provider: its widget',
      true,
      script,
      { kind: 'script', src: script.src, open: 'Chat.open' },
    ],
  ] as const)('%s', (_case, on, chat, expected) => {
    expect(serviceChatEntry({ chat, features: { serviceChatAssistant: on } }, page)).toEqual(
      expected,
    );
  });

  it('widens the CSP for a script provider where only the assistant is on', () => {
    expect(
      chatOrigins({
        chat: script,
        features: { chatInsteadOfEnquire: false, serviceChatAssistant: true },
      }),
    ).toEqual(['https://w.example.com']);
  });
});
