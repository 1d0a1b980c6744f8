import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import {
  createContext,
  type ReactElement,
  startTransition,
  use,
  useEffect,
  useRef,
  useState,
} from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as HydrateNearViewModule from './hydrate-near-view';

// each test is a page of its own: the module afresh (what a page's events changed is the page's)
let HydrateNearView: typeof HydrateNearViewModule.HydrateNearView;
let NEAR_VIEW_MARGIN: string;
const history = { pushState: window.history.pushState, replaceState: window.history.replaceState };

/** A part below the fold that only works once hydrated: it counts the presses. */
function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  const ref = useRef<HTMLButtonElement>(null);
  // what hydration runs: the part's effects (the server's HTML has no such mark)
  useEffect(() => ref.current?.setAttribute('data-hydrated', ''), []);
  return (
    <button ref={ref} type="button" onClick={() => setCount((n) => n + 1)}>
      {label} pressed {count}
    </button>
  );
}

function Page({ label }: { label: string }) {
  return (
    <main>
      <h1>2020 Kia Cerato Sport</h1>
      <p>Outside the part</p>
      <HydrateNearView>
        <Counter label={label} />
      </HydrateNearView>
    </main>
  );
}

/** The browser's IntersectionObserver as the tests drive it: what each watches, and a report. */
class FakeIntersectionObserver {
  static made: FakeIntersectionObserver[] = [];
  watched: Element[] = [];
  disconnected = false;
  constructor(
    readonly report: (entries: { isIntersecting: boolean; target: Element }[]) => void,
    readonly options: { rootMargin?: string },
  ) {
    FakeIntersectionObserver.made.push(this);
  }
  observe(element: Element) {
    this.watched.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  /** The browser reports the part within the margin of the viewport, or not. */
  near(isIntersecting: boolean) {
    this.report(this.watched.map((target) => ({ isIntersecting, target })));
  }
}

/** A state the frame shares with the page's parts, as the router's does. */
const FrameState = createContext('first page');

/** The frame's own change, as a timer or an answer makes it (no event of the shopper's). */
let changeFrame: (state: string) => void = () => undefined;

function Frame() {
  const [state, setState] = useState('first page');
  changeFrame = (next) => startTransition(() => setState(next));
  return (
    <FrameState value={state}>
      <button type="button" onClick={() => startTransition(() => setState('next page'))}>
        Go on
      </button>
      <p>Frame on the {state}</p>
      <HydrateNearView>
        <SharedCounter />
      </HydrateNearView>
    </FrameState>
  );
}

function SharedCounter() {
  const state = use(FrameState);
  return <Counter label={`Footer of the ${state}`} />;
}

let container: HTMLElement;
let root: Root | null = null;

/** The server's HTML of the page, then React hydrating it, as a full page load does. */
async function hydratePage(label: string, page = <Page label={label} />) {
  container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = renderToString(page);
  root = await act(async () => hydrateRoot(container, page));
}

/** React rendering the page itself, as the app's router does for a click from another page. */
async function renderPage(page: ReactElement) {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => root!.render(page));
}

/** The timers of the tasks after a paint, and React's reveal of a part once its wait ends. */
const settle = () => new Promise((done) => setTimeout(done, 400));

const button = () => screen.getByRole('button', { name: /pressed/ });

beforeEach(async () => {
  vi.resetModules();
  ({ HydrateNearView, NEAR_VIEW_MARGIN } = await import('./hydrate-near-view'));
  FakeIntersectionObserver.made = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});

afterEach(() => {
  if (root) act(() => root!.unmount());
  root = null;
  container?.remove();
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  Object.assign(window.history, history);
});

describe('a part of the page hydrated when the shopper nears it', () => {
  it('renders after the first screen is painted where React renders the page itself (a click from another page)', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) =>
      frames.push(callback),
    );
    await renderPage(<Page label="Similar cars" />);
    // the first screen is committed without the part, which waits for the browser's next paint
    expect(screen.getByRole('heading', { name: '2020 Kia Cerato Sport' })).toBeTruthy();
    await act(async () => settle());
    expect(screen.queryByRole('button', { name: /pressed/ })).toBeNull();
    expect(frames).toHaveLength(1);
    // the paint's frame, then the task after it: the part renders and works
    await act(async () => {
      frames[0]!(performance.now());
      await settle();
    });
    fireEvent.click(button());
    expect(button().textContent).toBe('Similar cars pressed 1');
    expect(FakeIntersectionObserver.made).toEqual([]);
  });

  it('renders a part once shown at once when the page renders it anew, and in a background tab without a frame', async () => {
    vi.stubGlobal('requestAnimationFrame', () => 0);
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    await renderPage(<Page label="Similar cars" />);
    await act(async () => settle());
    fireEvent.click(button());
    // new content for the same part (the page's own render): shown at once, its state kept
    act(() => root!.render(<Page label="Similar cars, again" />));
    expect(button().textContent).toBe('Similar cars, again pressed 1');
  });

  it("keeps the server's HTML as it is, not hydrated, until the part comes near the view", async () => {
    await hydratePage('Finance calculator');
    expect(button().textContent).toBe('Finance calculator pressed 0');
    expect(button().hasAttribute('data-hydrated')).toBe(false);
    const [observer] = FakeIntersectionObserver.made;
    expect(observer?.options.rootMargin).toBe(NEAR_VIEW_MARGIN);
    // the part's own elements are watched (its wrapper has no box)
    expect(observer?.watched).toEqual([button()]);

    await act(async () => observer!.near(false));
    expect(button().hasAttribute('data-hydrated')).toBe(false);

    await act(async () => observer!.near(true));
    expect(button().hasAttribute('data-hydrated')).toBe(true);
    expect(observer!.disconnected).toBe(true);
    fireEvent.click(button());
    expect(button().textContent).toBe('Finance calculator pressed 1');
  });

  it("hydrates at once on the shopper's first press inside it, which is not lost", async () => {
    await hydratePage('Specifications');
    // a press outside the part leaves it as it is
    fireEvent.pointerDown(screen.getByText('Outside the part'));
    await act(async () => undefined);
    expect(button().hasAttribute('data-hydrated')).toBe(false);

    await act(async () => {
      fireEvent.pointerDown(button());
      fireEvent.click(button());
    });
    expect(button().hasAttribute('data-hydrated')).toBe(true);
    expect(button().textContent).toBe('Specifications pressed 1');
  });

  it('hydrates at once on focus, so a keyboard reaches a working part', async () => {
    await hydratePage('Footer');
    expect(button().hasAttribute('data-hydrated')).toBe(false);
    await act(async () => {
      button().focus();
      fireEvent.keyDown(button(), { key: 'Enter' });
    });
    fireEvent.click(button());
    expect(button().textContent).toBe('Footer pressed 1');
  });

  it('hydrates every waiting part on a click anywhere, so the page change it starts never waits', async () => {
    await hydratePage('', <Frame />);
    expect(button().hasAttribute('data-hydrated')).toBe(false);
    // a click outside the part that changes the frame's shared state (as a link's navigation
    // does): the part hydrates first and React passes the change on
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Go on' })));
    expect(screen.getByText('Frame on the next page')).toBeTruthy();
    expect(button().textContent).toBe('Footer of the next page pressed 0');
    expect(button().hasAttribute('data-hydrated')).toBe(true);
  });

  it('hydrates at once once the page is changing, where React first reaches the part after that', async () => {
    // the router link's click (wakeWaitingParts) can come before React has reached the part:
    // the navigation then waits for the part's first hydration, which waits for nothing
    const { wakeWaitingParts } = await import('./hydrate-near-view');
    wakeWaitingParts();
    await hydratePage('Footer');
    expect(button().hasAttribute('data-hydrated')).toBe(true);
    expect(FakeIntersectionObserver.made).toHaveLength(0);
  });

  it('hydrates when the page around it changes on its own, which it never holds back', async () => {
    await hydratePage('', <Frame />);
    expect(button().hasAttribute('data-hydrated')).toBe(false);
    // the frame's shared state changes with no event: React hydrates the part to pass it on
    await act(async () => changeFrame('next page'));
    expect(screen.getByText('Frame on the next page')).toBeTruthy();
    expect(button().textContent).toBe('Footer of the next page pressed 0');
    expect(button().hasAttribute('data-hydrated')).toBe(true);
    fireEvent.click(button());
    expect(button().textContent).toBe('Footer of the next page pressed 1');
  });

  it('hydrates every waiting part when the page sets its own address (the router follows it)', async () => {
    await hydratePage('Footer');
    expect(button().hasAttribute('data-hydrated')).toBe(false);
    // the router's own record of the page it rendered changes nothing
    await act(async () => window.history.replaceState({ __NA: true }, '', '/search'));
    expect(button().hasAttribute('data-hydrated')).toBe(false);
    await act(async () => window.history.replaceState(null, '', '/search?make=Kia'));
    expect(button().hasAttribute('data-hydrated')).toBe(true);
    expect(window.location.search).toBe('?make=Kia');
  });

  it('hydrates with the page where the browser cannot tell what is in view', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    await hydratePage('Similar cars');
    fireEvent.click(button());
    expect(button().textContent).toBe('Similar cars pressed 1');
  });
});
