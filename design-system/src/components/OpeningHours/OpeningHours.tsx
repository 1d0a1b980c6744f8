'use client';

import { ModalButton } from '../Dialog/ModalButton';
import * as styles from './OpeningHours.css';

export interface OpeningHoursRow {
  /** 'Mon-Fri' (five equal weekdays, collapsed by the caller), or one day: 'Sat' */
  label: string;
  /** '8:30 AM - 5:30 PM', 'Closed', 'By appointment only' */
  hours: string;
}

export interface HolidayHoursRow {
  /** the day as shown: 'Fri 26 Dec 2025' */
  date: string;
  /** 'Closed', '9:00 AM - 1:00 PM' */
  hours: string;
  /** what the day is, e.g. 'Boxing Day' */
  occasion?: string | null;
}

export interface OpeningHoursProps {
  rows: readonly OpeningHoursRow[];
  /** special hours; a 'View Holiday Hours' button opens them in a dialog when there are any */
  holidayHours?: readonly HolidayHoursRow[];
  /** the accessible name of the list, e.g. 'Sales opening hours' */
  label?: string;
  /** the row of today, highlighted */
  currentLabel?: string | null;
  /** whether the location is open now on its own clock; null or absent: no status line */
  openNow?: boolean | null;
  /** today's hours as they read, e.g. 'Closed' on a holiday or 'By Appointment Only' */
  todayHours?: string | null;
  /** what today is when it has special hours, e.g. 'Christmas Day' */
  todayOccasion?: string | null;
}

/**
 * A location's opening hours, whether it is open now (with today's hours), and its holiday hours
 * in a 'View Holiday Hours' dialog.
 */
export function OpeningHours({
  rows,
  holidayHours = [],
  label = 'Opening hours',
  currentLabel,
  openNow,
  todayHours,
  todayOccasion,
}: OpeningHoursProps) {
  if (rows.length === 0 && holidayHours.length === 0) return null;
  return (
    <div className={styles.root} data-slot="opening-hours">
      {typeof openNow === 'boolean' ? (
        <p className={styles.status} data-slot="opening-hours-status">
          <span className={styles.statusDot} data-open={openNow || undefined} aria-hidden="true" />
          {/* the space keeps the parts apart for screen readers; the flex gap lays them out */}
          <span className={styles.statusText}>{openNow ? 'Open now' : 'Closed now'}</span>{' '}
          {todayHours ? (
            <span className={styles.today}>
              Today: {todayHours}
              {todayOccasion ? ` (${todayOccasion})` : null}
            </span>
          ) : null}
        </p>
      ) : null}
      {rows.length > 0 ? (
        <dl className={styles.list} aria-label={label}>
          {rows.map((row) => {
            const current = row.label === currentLabel;
            return (
              <div
                key={row.label}
                className={styles.row}
                data-current={current || undefined}
                aria-current={current ? 'date' : undefined}
              >
                <dt className={styles.day}>{row.label}</dt>
                <dd className={styles.hours}>{row.hours}</dd>
              </div>
            );
          })}
        </dl>
      ) : null}
      {holidayHours.length > 0 ? (
        <ModalButton
          label="View Holiday Hours"
          variant="ghost"
          buttonSize="small"
          title="Holiday Hours"
          size="small"
        >
          <dl className={styles.list} aria-label="Holiday Hours">
            {holidayHours.map((row) => (
              <div key={row.date} className={styles.row}>
                <dt className={styles.day}>
                  {row.date}
                  {row.occasion ? <span className={styles.occasion}>{row.occasion}</span> : null}
                </dt>
                <dd className={styles.hours}>{row.hours}</dd>
              </div>
            ))}
          </dl>
        </ModalButton>
      ) : null}
    </div>
  );
}
