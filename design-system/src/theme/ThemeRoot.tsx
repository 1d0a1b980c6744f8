'use client';

import {
  createContext,
  type CSSProperties,
  type ReactNode,
  useContext,
  useEffect,
  useId,
  useReducer,
  useState,
} from 'react';

/** The themed root element once it is mounted, and who waits for it. */
interface PortalContainerStore {
  id: string;
  element: HTMLElement | null;
  set(element: HTMLElement | null): void;
  subscribe(listener: () => void): () => void;
}

function createPortalContainerStore(id: string): PortalContainerStore {
  const listeners = new Set<() => void>();
  const store: PortalContainerStore = {
    id,
    element: null,
    set(element) {
      store.element = element;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return store;
}

const PortalContainerContext = createContext<PortalContainerStore | null>(null);

/**
 * The themed root element. Dialogs, drawers and popovers portal into it (not into <body>), so
 * they keep the brand theme and the dealer's overrides.
 *
 * The element is never React state: state set from the ref would re-render the whole page
 * synchronously right after hydration (the context value would change under every component).
 * When a page hydrates, the element is already in the document and is found by its id; only a
 * page rendered in the browser from scratch waits for the ref, and then only the overlays that
 * rendered before it re-render.
 */
export function ThemeRoot({
  brand,
  className,
  style,
  children,
}: {
  brand: string;
  className: string;
  style: CSSProperties;
  children: ReactNode;
}) {
  const id = useId();
  const [store] = useState(() => createPortalContainerStore(id));
  return (
    <div id={id} data-brand={brand} className={className} style={style} ref={store.set}>
      <PortalContainerContext.Provider value={store}>{children}</PortalContainerContext.Provider>
    </div>
  );
}

function findContainer(store: PortalContainerStore | null): HTMLElement | null {
  if (!store) return null;
  if (store.element) return store.element;
  return typeof document === 'undefined' ? null : document.getElementById(store.id);
}

/** Where overlays should portal to: the themed root, or undefined (body) outside a theme. */
export function usePortalContainer(): HTMLElement | undefined {
  const store = useContext(PortalContainerContext);
  const container = findContainer(store);
  const [, update] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    if (!store || container) return undefined;
    if (store.element) {
      update();
      return undefined;
    }
    return store.subscribe(update);
  }, [store, container]);
  return container ?? undefined;
}
