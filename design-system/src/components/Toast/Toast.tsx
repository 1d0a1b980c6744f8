'use client';

import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';

// spec §9: one toast at a time, shown for 3000 ms
export const TOAST_DURATION = 3000;
/** spec §9: a closed toast is removed from the page this long after it closed */
export const TOAST_REMOVE_DELAY = 1_000_000;
export const toastTones = ['neutral', 'positive', 'critical'] as const;

export interface ToastAction {
  label: string;
  /** what a screen reader hears for the action (defaults to the label) */
  altText?: string;
  href?: string;
  onClick?: () => void;
}

export interface ToastOptions {
  title: string;
  description?: ReactNode;
  tone?: (typeof toastTones)[number];
  /** e.g. 'View List' after saving a car to the watchlist */
  action?: ToastAction;
  /** milliseconds; defaults to the provider's duration */
  duration?: number;
}

export interface ToastApi {
  /** shows a toast; a toast already showing is replaced */
  toast: (options: ToastOptions) => void;
  dismiss: () => void;
}

const ToastContext = createContext<ToastApi | null>(null);

/** The toast API of the nearest ToastProvider, or null outside one. */
export function useOptionalToast(): ToastApi | null {
  return useContext(ToastContext);
}

/** Shows toasts: `const { toast } = useToast(); toast({ title: 'Car Saved In Watchlist' })`. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used within a <ToastProvider />');
  return api;
}

/** The toast being shown (or closing): its options, and a number that makes each one new. */
export interface CurrentToast extends ToastOptions {
  id: number;
  open: boolean;
}

export interface ToastProviderProps {
  children: ReactNode;
  duration?: number;
  /** names the toast region for screen readers */
  label?: string;
}

// The region (Radix Toast) loads with the page's first toast: no page's first load carries it
const ToastRegion = lazy(() =>
  import('./ToastRegion').then((module) => ({ default: module.ToastRegion })),
);

/**
 * Holds the one toast of the page (Radix Toast). A new toast replaces the one showing, so
 * shoppers never see a stack. The region's code loads with the first toast and stays.
 */
export function ToastProvider({
  children,
  duration = TOAST_DURATION,
  label = 'Notifications',
}: ToastProviderProps) {
  const [current, setCurrent] = useState<CurrentToast | null>(null);
  const counter = useRef(0);
  const removal = useRef<ReturnType<typeof setTimeout> | null>(null);
  const toast = useCallback((options: ToastOptions) => {
    if (removal.current) clearTimeout(removal.current);
    removal.current = null;
    counter.current += 1;
    setCurrent({ ...options, id: counter.current, open: true });
  }, []);
  const dismiss = useCallback(() => {
    setCurrent((showing) => (showing ? { ...showing, open: false } : showing));
    if (removal.current) clearTimeout(removal.current);
    removal.current = setTimeout(() => {
      removal.current = null;
      setCurrent((showing) => (showing && !showing.open ? null : showing));
    }, TOAST_REMOVE_DELAY);
  }, []);
  useEffect(() => () => void (removal.current && clearTimeout(removal.current)), []);
  const api = useMemo(() => ({ toast, dismiss }), [toast, dismiss]);
  return (
    <>
      <ToastContext.Provider value={api}>{children}</ToastContext.Provider>
      {current ? (
        <Suspense fallback={null}>
          <ToastRegion current={current} duration={duration} label={label} onDismiss={dismiss} />
        </Suspense>
      ) : null}
    </>
  );
}
