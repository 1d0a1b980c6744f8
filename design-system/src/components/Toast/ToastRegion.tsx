'use client';

import { Toast as ToastPrimitive } from 'radix-ui';
import { AlertIcon, CheckIcon, CloseIcon, InfoIcon } from '../../icons';
import { button } from '../Button/Button.css';
import { IconButton } from '../IconButton/IconButton';
import { Link } from '../Link/Link';
import { type CurrentToast } from './Toast';
import * as styles from './Toast.css';

const actionClass = `${button({ variant: 'ghost', size: 'small' })} ${styles.action}`;
const icons = { neutral: InfoIcon, positive: CheckIcon, critical: AlertIcon } as const;

/**
 * The toast region of ToastProvider (Radix Toast): the toast showing and the viewport it lives
 * in, which stays once the page's first toast has loaded it.
 */
export function ToastRegion({
  current,
  duration,
  label,
  onDismiss,
}: {
  current: CurrentToast;
  duration: number;
  label: string;
  onDismiss: () => void;
}) {
  const tone = current.tone ?? 'neutral';
  const Icon = icons[tone];
  return (
    <ToastPrimitive.Provider duration={duration} label={label} swipeDirection="right">
      <ToastPrimitive.Root
        // a new key mounts a new toast: the old one is replaced, never stacked
        key={current.id}
        open={current.open}
        onOpenChange={(open) => (open ? undefined : onDismiss())}
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
            <ToastPrimitive.Action asChild altText={current.action.altText ?? current.action.label}>
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
      <ToastPrimitive.Viewport
        className={styles.viewport}
        label={`${label} ({hotkey})`}
        data-slot="toast-viewport"
      />
    </ToastPrimitive.Provider>
  );
}
