'use client';

import {
  type ReactNode,
  type RefObject,
  Suspense,
  use,
  useEffect,
  useId,
  useRef,
  useSyncExternalStore,
} from 'react';

// A part of a page below the first screen (the vehicle page's details tabs, specifications,
// finance calculator and similar cars; every page's footer) is painted from the server's HTML at
// once but hydrated only when the shopper nears it: scrolls within NEAR_VIEW_MARGIN of it, or
// points at, touches, focuses or types into it. Until then React keeps its server HTML as it is
// (a boundary that suspends while it hydrates stays dehydrated), so the page's first load runs
// none of its code: on a phone, where most of the page is below the fold, that is much of the
// page's hydration. Whatever may change the page around the parts (a click or key anywhere, a
// form's input, a history call, back and forward) hydrates every part still waiting first, as
// does React's own second attempt at a part: React cannot pass a change into a part it has not
// hydrated, and a navigation would wait for it. A page the app's router renders (a click from
// another page) paints its first screen first and renders the parts in the task after that paint,
// so the click's answer never waits on what is below the fold.

/** How far outside the viewport a part starts to hydrate: about a screen ahead of the shopper. */
export const NEAR_VIEW_MARGIN = '800px 0px';

/** The events inside a part that hydrate it at once, caught before the app's handlers. */
const WAKING_EVENTS = ['pointerdown', 'mousedown', 'touchstart', 'focusin', 'keydown'];

/**
 * The events anywhere that hydrate every part still waiting, before the app's handlers see
 * them: what may change the page around the parts (a link's click, a key, a form's input, the
 * browser's back and forward). React cannot pass a change into a part it has not hydrated: a
 * navigation would wait for it. A scroll or a touch that only scrolls wakes nothing.
 */
const PAGE_CHANGING_EVENTS = ['click', 'keydown', 'input', 'change', 'submit', 'popstate'];

/** A promise React's `use` reads synchronously once fulfilled (its status field). */
type Wait = Promise<void> & { status?: 'pending' | 'fulfilled'; value?: undefined };

/**
 * Each part's wait, by its id, with the element it watches (a new page's part waits anew) and
 * the function that ends it.
 */
const waits = new Map<string, { wait: Wait; island: Element | null; wake: () => void }>();

/** The attribute that marks a part's wrapper in the server's HTML. */
const ISLAND_ATTRIBUTE = 'data-hydrate-near-view';

function islandOf(id: string): Element | null {
  return document.querySelector(`[${ISLAND_ATTRIBUTE}="${CSS.escape(id)}"]`);
}

/**
 * The wait of the part `id`: fulfilled once one of its elements comes within `margin` of the
 * viewport or the shopper interacts with it. Fulfilled at once where the browser has no
 * IntersectionObserver or the part's HTML is not in the document.
 */
function nearViewWait(id: string, margin = NEAR_VIEW_MARGIN): Wait {
  const island = islandOf(id);
  const known = waits.get(id);
  if (known && known.island === island) return known.wait;
  let resolve!: () => void;
  const wait: Wait = new Promise<void>((done) => (resolve = done));
  wait.status = 'pending';
  const cleanups: (() => void)[] = [];
  const wake = () => {
    if (wait.status === 'fulfilled') return;
    // marked before React's handlers run, so an event that wakes the part finds it ready
    wait.status = 'fulfilled';
    wait.value = undefined;
    for (const cleanup of cleanups) cleanup();
    resolve();
  };
  waits.set(id, { wait, island, wake });
  if (pageChanging || !island || typeof IntersectionObserver !== 'function') {
    wake();
    return wait;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) wake();
    },
    { rootMargin: margin },
  );
  // the wrapper has no box of its own (display: contents): its children are observed
  for (const child of Array.from(island.children)) observer.observe(child);
  cleanups.push(() => observer.disconnect());
  // an event inside the part wakes it in the capture phase on the window, before the app's
  // root (the document) dispatches it: React then hydrates the part at once and hands it the
  // event, so a shopper's first tap or key is never lost
  const onEvent = (event: Event) => {
    if (event.target instanceof Node && island.contains(event.target)) wake();
  };
  for (const type of WAKING_EVENTS) {
    window.addEventListener(type, onEvent, { capture: true, passive: true });
    cleanups.push(() => window.removeEventListener(type, onEvent, { capture: true }));
  }
  return wait;
}

const noSubscription = () => () => {};

const NOTHING_TO_WAIT_FOR: Wait = Object.assign(Promise.resolve(), {
  status: 'fulfilled' as const,
  value: undefined,
});

/** Whether something may have changed the page since it loaded: then no part waits. */
let pageChanging = false;

/**
 * Wakes every part still waiting; from now on none waits. The app's router link calls it on the
 * click it takes, and importing it evaluates this module with the link's: a page under load can
 * take a click before React has reached a part below the fold (and before the module that holds
 * the part had run), and the navigation then waits for that part's first hydration, which must
 * not wait for the shopper to scroll to it.
 */
export function wakeWaitingParts() {
  pageChanging = true;
  for (const { wait, wake } of waits.values()) if (wait.status === 'pending') wake();
}

/**
 * Once per page, before the app's router: the events that may change the page, and the
 * history calls through which the router learns of an address the page set itself (a search's
 * filters), wake every part still waiting.
 */
function watchForPageChanges() {
  for (const type of PAGE_CHANGING_EVENTS)
    window.addEventListener(type, wakeWaitingParts, { capture: true, passive: true });
  for (const method of ['pushState', 'replaceState'] as const) {
    const original = window.history[method];
    window.history[method] = function (this: History, ...args: Parameters<History['pushState']>) {
      // the router's own record of a page it has rendered (its state marked __NA) changes
      // nothing on the page; should the mark ever change, the parts only wake sooner
      const [state] = args;
      if (!(typeof state === 'object' && state !== null && '__NA' in state)) wakeWaitingParts();
      return original.apply(this, args);
    };
  }
}

if (typeof window !== 'undefined') watchForPageChanges();

/**
 * The wait of a part React hydrates now. The first time, the part's wait (nearViewWait). Asked
 * again while the part still waits, React is hydrating it for a reason of its own: the page
 * around it changes (a navigation, a state the frame shares) and React cannot change a part it
 * has not hydrated, so it holds that change back until the part hydrates. The part then wakes
 * at once: a page change never waits on a part the shopper has not reached.
 */
function hydrationWait(id: string): Wait {
  const known = waits.get(id);
  if (known?.wait.status === 'pending' && known.island === islandOf(id)) {
    known.wake();
    return known.wait;
  }
  return nearViewWait(id);
}

/**
 * The wait of each part the app's router renders, by the part's content as the router hands it
 * over: a new page's parts wait anew; the same content rendered again (React's next attempt, or
 * the router's cache on Back) does not.
 */
const renderWaits = new WeakMap<object, Wait>();

/**
 * The wait of a part the app's router renders: fulfilled in the task after the browser's next
 * paint (a frame's callback runs just before it), so the new page's first screen is painted
 * before the parts below it are rendered. A page in a background tab paints no frames: there it
 * ends in the next task. Nothing to wait for where the part has no content of its own.
 */
function renderWait(parts: ReactNode): Wait {
  if (typeof parts !== 'object' || parts === null) return NOTHING_TO_WAIT_FOR;
  const known = renderWaits.get(parts);
  if (known) return known;
  let resolve!: () => void;
  const wait: Wait = new Promise<void>((done) => (resolve = done));
  wait.status = 'pending';
  const end = () => {
    wait.status = 'fulfilled';
    wait.value = undefined;
    resolve();
  };
  renderWaits.set(parts, wait);
  if (document.visibilityState === 'hidden') setTimeout(end);
  else requestAnimationFrame(() => setTimeout(end));
  return wait;
}

/**
 * Suspends while the page hydrates and the part is not yet near the shopper, and in a page the
 * router renders until the first screen is painted.
 */
function NearViewGate({
  id,
  shown,
  children,
}: {
  id: string;
  shown: RefObject<boolean>;
  children: ReactNode;
}) {
  // true while React hydrates (it reads the server's value), false once hydrated and in a page
  // the router renders
  const hydrating = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  // read on every render (React asks that a component that once suspended on `use` calls it
  // again): a fulfilled wait where there is nothing to wait for
  const wait: PromiseLike<void> =
    typeof document === 'undefined'
      ? NOTHING_TO_WAIT_FOR
      : hydrating
        ? hydrationWait(id)
        : shown.current
          ? NOTHING_TO_WAIT_FOR
          : renderWait(children);
  use(wait);
  // once shown, hydrated or rendered, the part never waits again: a page that renders it anew
  // (new content from the router, the same part) changes it at once
  useEffect(() => {
    shown.current = true;
  }, [shown]);
  return (
    <div {...{ [ISLAND_ATTRIBUTE]: id }} style={{ display: 'contents' }}>
      {children}
    </div>
  );
}

/**
 * Hydrates `children` when the shopper nears them; in a page the router renders, renders them
 * once its first screen is painted (see above).
 */
export function HydrateNearView({ children }: { children: ReactNode }) {
  const id = useId();
  const shown = useRef(false);
  return (
    <Suspense>
      <NearViewGate id={id} shown={shown}>
        {children}
      </NearViewGate>
    </Suspense>
  );
}
