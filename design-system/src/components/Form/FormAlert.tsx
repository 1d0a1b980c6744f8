import { type ReactNode } from 'react';
import { AlertIcon, CheckIcon, InfoIcon } from '../../icons';
import * as styles from './FormAlert.css';

export const formAlertTones = ['critical', 'positive', 'info'] as const;

export interface FormAlertProps {
  children: ReactNode;
  /** critical (the default) is the destructive alert of a failed submit */
  tone?: (typeof formAlertTones)[number];
  title?: ReactNode;
}

const icons = { critical: AlertIcon, positive: CheckIcon, info: InfoIcon } as const;

/**
 * A message about the whole form, such as the server's reason a submit failed. A critical alert
 * is announced at once (role="alert"); the others politely (role="status").
 */
export function FormAlert({ children, tone = 'critical', title }: FormAlertProps) {
  const Icon = icons[tone];
  return (
    <div
      role={tone === 'critical' ? 'alert' : 'status'}
      className={`${styles.alert} ${styles.tone[tone]}`}
      data-slot="form-alert"
      data-tone={tone}
    >
      <Icon className={styles.icon} />
      <div className={styles.body}>
        {title ? <p className={styles.title}>{title}</p> : null}
        <div className={styles.message}>{children}</div>
      </div>
    </div>
  );
}
