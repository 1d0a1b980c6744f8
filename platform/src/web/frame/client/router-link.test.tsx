import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Suspense, use, useEffect, useRef, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NavigationPendingProvider } from './navigation-pending';
import { STALL_QUIET_MS } from './navigation-watch';
import { isRouterClick, RouterLink } from './router-link';

// The app's link: which clicks the router takes, and what it does with them. The router is a
// stand-in whose navigation waits until the test lets it arrive.

const push = vi.fn<(href: string) => void>();
vi.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));

let pendingPage: Promise<void> = Promise.resolve();
let showPage: (page: Promise<void>) => void = () => {};

/** Where the router shows the page: it waits for the page's content (the router's state). */
function Outlet() {
  const [page, setPage] = useState<Promise<void> | null>(null);
  showPage = setPage;
  if (page) use(page);
  return null;
}

const plain = {
  defaultPrevented: false,
  button: 0,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
};

describe('isRouterClick', () => {
  it('takes a plain click on a link that opens here', () => {
    expect(isRouterClick(plain, undefined, undefined)).toBe(true);
    expect(isRouterClick(plain, '_self', undefined)).toBe(true);
    expect(isRouterClick(plain, undefined, false)).toBe(true);
  });

  it.each([
    ['a key held (a new tab or window)', { metaKey: true }],
    ['Ctrl held', { ctrlKey: true }],
    ['Shift held', { shiftKey: true }],
    ['Alt held (a download)', { altKey: true }],
    ['another button', { button: 1 }],
    ['a handler that took the click', { defaultPrevented: true }],
  ])('leaves the browser %s', (_, change) => {
    expect(isRouterClick({ ...plain, ...change }, undefined, undefined)).toBe(false);
  });

  it('leaves the browser a link to another tab and a download', () => {
    expect(isRouterClick(plain, '_blank', undefined)).toBe(false);
    expect(isRouterClick(plain, undefined, '')).toBe(false);
    expect(isRouterClick(plain, undefined, 'brochure.pdf')).toBe(false);
  });
});

/** A part of the page below the fold: its effect marks it once React has hydrated it. */
function Hydrated() {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => ref.current?.setAttribute('data-hydrated', ''), []);
  return <p ref={ref}>Similar cars</p>;
}

/** A car's link in the site's frame, with the router's outlet where its page shows. */
function renderCarLink() {
  render(
    <NavigationPendingProvider>
      <RouterLink href="/cars/1-toyota">Explore Vehicle</RouterLink>
      <Suspense>
        <Outlet />
      </Suspense>
    </NavigationPendingProvider>,
  );
}

describe('RouterLink', () => {
  let arrive: () => void = () => {};
  beforeEach(() => {
    push.mockReset();
    // the router's navigation suspends until its page arrives, as the app router's does
    push.mockImplementation(() => {
      pendingPage = new Promise<void>((resolve) => (arrive = resolve));
      showPage(pendingPage);
    });
  });
  afterEach(cleanup);

  it('navigates in the page on a plain click, with the loading bar while the page is on its way', async () => {
    renderCarLink();
    const link = screen.getByRole('link', { name: 'Explore Vehicle' });
    expect(link.getAttribute('href')).toBe('/cars/1-toyota');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    await act(async () => void link.dispatchEvent(click));
    expect(click.defaultPrevented).toBe(true);
    expect(push).toHaveBeenCalledWith('/cars/1-toyota');
    expect(screen.getByRole('status').textContent).toBe('Loading page…');
    await act(async () => {
      arrive();
      await pendingPage;
    });
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('has the browser load a page that arrived but was never shown', async () => {
    // the browser's responses as they finish: the test says when the router's answer has
    let finished: (url: string) => void = () => {};
    vi.stubGlobal(
      'PerformanceObserver',
      class {
        constructor(callback: (list: { getEntries(): { name: string }[] }) => void) {
          finished = (name) => callback({ getEntries: () => [{ name }] });
        }
        observe() {}
        disconnect() {}
      },
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    vi.useFakeTimers();
    try {
      renderCarLink();
      act(() => void fireEvent.click(screen.getByRole('link', { name: 'Explore Vehicle' })));
      expect(push).toHaveBeenCalledTimes(1);
      // another response, then the router's answer for the car, and the page not shown
      finished(`${window.location.origin}/search?_rsc=1`);
      act(() => void vi.advanceTimersByTime(STALL_QUIET_MS * 3));
      expect(assign).not.toHaveBeenCalled();
      finished(`${window.location.origin}/cars/1-toyota?_rsc=2`);
      act(() => void vi.advanceTimersByTime(STALL_QUIET_MS - 1));
      expect(assign).not.toHaveBeenCalled();
      act(() => void vi.advanceTimersByTime(1));
      expect(assign).toHaveBeenCalledExactlyOnceWith('/cars/1-toyota');
      expect(warn).toHaveBeenCalledWith(
        'The page at /cars/1-toyota arrived but was not shown; loading it.',
      );
      expect(push).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
      vi.unstubAllGlobals();
      warn.mockRestore();
      assign.mockRestore();
    }
  });

  it('hydrates at once a part below the fold that React first reaches after its click', async () => {
    // Under load, a shopper can click before React has reached a part below the fold, or even
    // run the module that holds it. The navigation then waits for that part's first hydration,
    // which must not wait for the shopper to scroll to it (hydrate-near-view.tsx). Here the part's
    // module is first asked for after the click, and the browser never reports it in view.
    vi.resetModules();
    const { RouterLink: FreshLink } = await import('./router-link');
    const { NavigationPendingProvider: FreshProvider } = await import('./navigation-pending');
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    push.mockImplementation(() => {});
    const container = document.createElement('div');
    try {
      render(
        <FreshProvider>
          <FreshLink href="/cars/1-toyota">Explore Vehicle</FreshLink>
        </FreshProvider>,
      );
      act(() => void fireEvent.click(screen.getByRole('link', { name: 'Explore Vehicle' })));
      expect(push).toHaveBeenCalledWith('/cars/1-toyota');
      const { HydrateNearView } = await import('./hydrate-near-view');
      const part = (
        <HydrateNearView>
          <Hydrated />
        </HydrateNearView>
      );
      document.body.append(container);
      container.innerHTML = renderToString(part);
      expect(container.querySelector('[data-hydrated]')).toBeNull();
      const root = await act(async () => hydrateRoot(container, part));
      expect(container.querySelector('[data-hydrated]')).not.toBeNull();
      act(() => root.unmount());
    } finally {
      container.remove();
      vi.unstubAllGlobals();
    }
  });

  it('leaves a held key, a file and a handler’s own click to the browser', () => {
    const handler = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    render(
      <NavigationPendingProvider>
        <RouterLink href="/search">Search</RouterLink>
        <RouterLink href="/sitemap.xml">Sitemap</RouterLink>
        <RouterLink href="/finance" onClick={handler}>
          Finance
        </RouterLink>
      </NavigationPendingProvider>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Search' }), { ctrlKey: true });
    fireEvent.click(screen.getByRole('link', { name: 'Sitemap' }));
    fireEvent.click(screen.getByRole('link', { name: 'Finance' }));
    expect(handler).toHaveBeenCalledTimes(1);
    expect(push).not.toHaveBeenCalled();
  });
});
