// A router click whose page arrives but is never shown: the router's request for the page has
// its whole answer, no request is left open, the site's loading bar stays on, and nothing is
// shown, however long the shopper waits; a second navigation from that page stalls the same way,
// and a page loaded anew by the browser shows at once. Under load, a few clicks in a hundred from
// the search page to a car did this: React held the navigation until a part below the fold it
// had not yet reached (the footer) was hydrated, and that part waited for the shopper to scroll
// to it. The router link now wakes such parts on its click (hydrate-near-view.tsx); this watch
// stays as the last resort, should anything else hold a navigation so.
//
// So each router click is watched until its address is shown. When the router's answer for it
// has arrived and the page is still the one clicked from after a quiet spell (no other response
// for STALL_QUIET_MS, so a stylesheet still on its way on a slow line is waited for), the
// browser loads the address itself. A navigation whose answer never arrives (a slow or gone
// server) is left to the router, and a new click, Back or Forward ends the watch.

/** How long the network must be quiet after the router's answer before a click counts as stuck. */
export const STALL_QUIET_MS = 3_000;

/** What the watch needs from the browser (the tests give their own). */
export interface NavigationWatchDeps {
  /** the address shown now: path and query */
  shownAddress(): string;
  /** calls back with the address of each response that finishes from now on; returns its stop */
  observeResponses(onResponse: (url: string) => void): () => void;
  setTimer(run: () => void, ms: number): unknown;
  clearTimer(timer: unknown): void;
  /** the address loaded by the browser itself */
  loadDocument(): void;
}

/** The path and query of an address, without the router's own request marker (`_rsc`). */
export function addressOf(url: string, base = 'http://localhost'): string {
  const parsed = new URL(url, base);
  parsed.searchParams.delete('_rsc');
  return `${parsed.pathname}${parsed.search}`;
}

let stopCurrent: (() => void) | null = null;

/**
 * Watches the navigation a click on a link to `target` (a path and query) has just started, from
 * the page at `from`, until the target is shown (or a new click, Back or Forward moves on): a
 * stuck one is loaded by the browser. Returns the watch's stop. A click to the page already shown
 * is not watched.
 */
export function watchNavigation(
  target: string,
  from: string,
  deps: NavigationWatchDeps,
): () => void {
  stopCurrent?.();
  stopCurrent = null;
  const wanted = addressOf(target);
  if (wanted === from) return () => {};
  let answered = false;
  let timer: unknown = null;
  let stopObserving = () => {};

  const stop = () => {
    if (timer !== null) deps.clearTimer(timer);
    timer = null;
    stopObserving();
    if (stopCurrent === stop) stopCurrent = null;
  };

  stopObserving = deps.observeResponses((url) => {
    // shown (or Back, Forward: see browserNavigationWatch), or another address: nothing to do
    if (deps.shownAddress() !== from) return stop();
    if (addressOf(url) === wanted) answered = true;
    if (!answered) return;
    // once answered, any response starts the quiet spell again (a stylesheet on a slow line is
    // still the page's)
    if (timer !== null) deps.clearTimer(timer);
    timer = deps.setTimer(() => {
      timer = null;
      const stuck = deps.shownAddress() === from;
      stop();
      if (stuck) deps.loadDocument();
    }, STALL_QUIET_MS);
  });
  stopCurrent = stop;
  return stop;
}

/**
 * The browser's side of the watch: the shown address, finished responses, timers; a stuck
 * navigation loads `href` (the link's own, its fragment kept).
 */
export function browserNavigationWatch(href: string): NavigationWatchDeps {
  return {
    shownAddress: () => `${window.location.pathname}${window.location.search}`,
    observeResponses(onResponse) {
      if (typeof PerformanceObserver === 'undefined') return () => {};
      const observer = new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) onResponse(entry.name);
      });
      try {
        observer.observe({ type: 'resource' });
      } catch {
        return () => {};
      }
      // Back or Forward: the watch sees another address shown, and ends
      const onTraversal = () => onResponse(window.location.href);
      window.addEventListener('popstate', onTraversal);
      return () => {
        observer.disconnect();
        window.removeEventListener('popstate', onTraversal);
      };
    },
    setTimer: (run, ms) => window.setTimeout(run, ms),
    clearTimer: (timer) => window.clearTimeout(timer as number),
    loadDocument() {
      // said in the console, where the navigation bench counts it
      console.warn(`The page at ${href} arrived but was not shown; loading it.`);
      window.location.assign(href);
    },
  };
}
