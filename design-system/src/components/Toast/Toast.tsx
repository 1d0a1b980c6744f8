'use client';

import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
} from 'react';
import { Toast as ToastPrimitive } from 'radix-ui';
import { AlertIcon, CheckIcon, CloseIcon, InfoIcon } from '../../icons';
import { button } from '../Button/Button.css';
import { IconButton } from '../IconButton/IconButton';
import { Link } from '../Link/Link';
import * as styles from './Toast.css';

// spec §9: one toast at a time, shown for 3000 ms
export const TOAST_DURATION = 3000;
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

const actionClass = `${button({ variant: 'ghost', size: 'small' })} ${styles.action}`;
const icons = { neutral: InfoIcon, positive: CheckIcon, critical: AlertIcon } as const;

interface Current extends ToastOptions {
  id: number;
  open: boolean;
}

export interface ToastProviderProps {
  children: ReactNode;
  duration?: number;
  /** names the toast region for screen readers */
  label?: string;
}

/**
 * Holds the one toast of the page (Radix Toast). A new toast replaces the one showing, so
 * shoppers never see a stack.
 */
export function ToastProvider({
  children,
  duration = TOAST_DURATION,
  label = 'Notifications',
}: ToastProviderProps) {
  const [current, setCurrent] = useState<Current | null>(null);
  const counter = useRef(0);
  const toast = useCallback((options: ToastOptions) => {
    counter.current += 1;
    setCurrent({ ...options, id: counter.current, open: true });
  }, []);
  const dismiss = useCallback(
    () => setCurrent((showing) => (showing ? { ...showing, open: false } : showing)),
    [],
  );
  const api = useMemo(() => ({ toast, dismiss }), [toast, dismiss]);
  const tone = current?.tone ?? 'neutral';
  const Icon = icons[tone];
  return (
    <ToastPrimitive.Provider duration={duration} label={label} swipeDirection="right">
      <ToastContext.Provider value={api}>{children}</ToastContext.Provider>
      {current ? (
        <ToastPrimitive.Root
          // a new key mounts a new toast: the old one is replaced, never stacked
          key={current.id}
          open={current.open}
          onOpenChange={(open) => (open ? undefined : dismiss())}
          duration={current.duration}
          className={`${styles.toast} ${styles.tone[tone]}`}
          data-slot="toast"
          data-tone={tone}
        >
          <Icon className={styles.icon[tone]} />
          <div className={styles.body}>
            <ToastPrimitive.Title className={styles.title}>{current.title}</ToastPrimitive.Title>
            {current.description ? (
              <ToastPrimitive.Description className={styles.description}>
                {current.description}
              </ToastPrimitive.Description>
            ) : null}
            {current.action ? (
              <ToastPrimitive.Action
                asChild
                altText={current.action.altText ?? current.action.label}
              >
                {current.action.href ? (
                  <Link
                    href={current.action.href}
                    className={actionClass}
                    onClick={current.action.onClick}
                  >
                    {current.action.label}
                  </Link>
                ) : (
                  <button type="button" className={actionClass} onClick={current.action.onClick}>
                    {current.action.label}
                  </button>
                )}
              </ToastPrimitive.Action>
            ) : null}
          </div>
          <ToastPrimitive.Close asChild>
            <IconButton
              label="Close"
              icon={<CloseIcon size={16} />}
              size="small"
              variant="transparent"
            />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ) : null}
      <ToastPrimitive.Viewport
        className={styles.viewport}
        label={`${label} ({hotkey})`}
        data-slot="toast-viewport"
      />
    </ToastPrimitive.Provider>
  );
}
