import { beforeEach, describe, expect, it } from 'vitest';
import {
  addressOf,
  type NavigationWatchDeps,
  STALL_QUIET_MS,
  watchNavigation,
} from './navigation-watch';

// The watch of a router click: a navigation whose answer has arrived but whose page is never
// shown is loaded by the browser; every other navigation is left alone.
// The browser is a stand-in: the address shown, the responses as they finish, and a clock.

let shown: string;
let now: number;
let timers: { at: number; run: () => void }[];
let observers: ((url: string) => void)[];
let asked: string[];

function fakeBrowser(): NavigationWatchDeps {
  return {
    shownAddress: () => shown,
    observeResponses(onResponse) {
      observers.push(onResponse);
      return () => {
        observers = observers.filter((o) => o !== onResponse);
      };
    },
    setTimer(run, ms) {
      const timer = { at: now + ms, run };
      timers.push(timer);
      return timer;
    },
    clearTimer(timer) {
      timers = timers.filter((t) => t !== timer);
    },
    loadDocument: () => asked.push('document'),
  };
}

/** The clock moves on by `ms`, running the timers due. */
function wait(ms: number) {
  const until = now + ms;
  for (;;) {
    const due = timers.filter((t) => t.at <= until).sort((a, b) => a.at - b.at)[0];
    if (!due) break;
    timers = timers.filter((t) => t !== due);
    now = due.at;
    due.run();
  }
  now = until;
}

const respond = (url: string) => {
  for (const observer of [...observers]) observer(url);
};

beforeEach(() => {
  shown = '/search';
  now = 0;
  timers = [];
  observers = [];
  asked = [];
});

describe('addressOf', () => {
  it("is the path and query of an address, without the router's request marker", () => {
    expect(addressOf('http://site.localhost:3000/cars/a-car?_rsc=1x2y')).toBe('/cars/a-car');
    expect(addressOf('http://site.localhost/search?make=Kia&_rsc=9')).toBe('/search?make=Kia');
    expect(addressOf('?page=2', 'http://site.localhost/search?make=Kia')).toBe('/search?page=2');
  });
});

describe('watchNavigation', () => {
  it('leaves a navigation whose page is shown', () => {
    watchNavigation('/cars/a-car', '/search', fakeBrowser());
    respond('http://site.localhost/cars/a-car?_rsc=abc');
    shown = '/cars/a-car';
    wait(10_000);
    expect(asked).toEqual([]);
    expect(observers).toEqual([]);
  });

  it('loads the page in the browser once its answer has arrived and the page stays unshown', () => {
    watchNavigation('/cars/a-car', '/search', fakeBrowser());
    respond('http://site.localhost/cars/a-car?_rsc=abc');
    wait(STALL_QUIET_MS - 1);
    expect(asked).toEqual([]);
    wait(1);
    expect(asked).toEqual(['document']);
    // once
    respond('http://site.localhost/cars/a-car?_rsc=def');
    wait(10_000);
    expect(asked).toEqual(['document']);
    expect(observers).toEqual([]);
  });

  it('leaves a navigation whose page is shown within the quiet spell', () => {
    watchNavigation('/cars/a-car', '/search', fakeBrowser());
    respond('http://site.localhost/cars/a-car?_rsc=abc');
    wait(STALL_QUIET_MS - 100);
    shown = '/cars/a-car';
    wait(10_000);
    expect(asked).toEqual([]);
    expect(observers).toEqual([]);
  });

  it('waits while responses still arrive after the answer (a stylesheet on a slow line)', () => {
    watchNavigation('/cars/a-car', '/search', fakeBrowser());
    respond('http://site.localhost/cars/a-car?_rsc=abc');
    for (let i = 0; i < 5; i += 1) {
      wait(STALL_QUIET_MS - 100);
      respond(`http://site.localhost/_next/static/chunks/style-${i}.css`);
    }
    expect(asked).toEqual([]);
    shown = '/cars/a-car';
    wait(10_000);
    expect(asked).toEqual([]);
  });

  it('leaves a navigation whose answer has not arrived, however long it takes', () => {
    watchNavigation('/cars/a-car', '/search', fakeBrowser());
    respond('http://site.localhost/_next/image?url=a.jpg&w=320');
    respond('http://site.localhost/cars/another-car?_rsc=abc');
    wait(60_000);
    expect(asked).toEqual([]);
  });

  it('ends when another address is shown (Back, or another link)', () => {
    watchNavigation('/cars/a-car', '/search', fakeBrowser());
    respond('http://site.localhost/cars/a-car?_rsc=abc');
    shown = '/';
    wait(STALL_QUIET_MS);
    expect(asked).toEqual([]);
    expect(observers).toEqual([]);
  });

  it('ends with a new click, which the new watch takes over', () => {
    watchNavigation('/cars/a-car', '/search', fakeBrowser());
    respond('http://site.localhost/cars/a-car?_rsc=abc');
    watchNavigation('/cars/b-car', '/search', fakeBrowser());
    expect(observers).toHaveLength(1);
    wait(10_000);
    expect(asked).toEqual([]);
    respond('http://site.localhost/cars/b-car?_rsc=abc');
    wait(STALL_QUIET_MS);
    expect(asked).toEqual(['document']);
  });

  it('does not watch a click to the page already shown', () => {
    watchNavigation('/search', '/search', fakeBrowser());
    respond('http://site.localhost/search?_rsc=abc');
    wait(10_000);
    expect(asked).toEqual([]);
    expect(observers).toEqual([]);
  });
});
