'use client';

import { type ReactNode, useId } from 'react';
import { SearchIcon } from '../../icons';
import { Button } from '../Button/Button';
import { Select, type SelectOption } from '../Select/Select';
import * as styles from './HeroSearch.css';

/** The quick search's selects, in the order they show. */
export const heroSearchFields = ['make', 'model', 'price', 'body'] as const;
export type HeroSearchFieldName = (typeof heroSearchFields)[number];

/** The value of a select's first option, 'Any …' (a select's value is never empty). */
export const HERO_SEARCH_ANY = '*';

export interface HeroSearchField {
  /** the visible label, e.g. 'Make' */
  label: string;
  /** the first option, which leaves the field out of the search, e.g. 'Any Make' */
  anyLabel: string;
  /** the values with their labels (and counts), e.g. 'Toyota (124)' */
  options: readonly SelectOption[];
  /** the chosen value; null: any */
  value: string | null;
  disabled?: boolean;
}

export interface HeroSearchProps {
  /** the page's heading (level 1): the dealer's name or a promise */
  heading: string;
  tagline?: string | null;
  /** names the quick search for screen readers */
  searchLabel?: string;
  /** the selects shown, in the order of `heroSearchFields`; a field left out is not shown */
  fields: Partial<Record<HeroSearchFieldName, HeroSearchField>>;
  /** a select changed: its value, or null for 'Any' */
  onFieldChange?: (field: HeroSearchFieldName, value: string | null) => void;
  /** the way to the results: 'Show Me 1,254 Cars' and the search page of the choices */
  submit: { label: string; href: string };
  /** the counts are being brought up to date */
  busy?: boolean;
  /** under the tagline, e.g. the stock count and a link to all stock */
  children?: ReactNode;
  /**
   * the picture behind the hero (decorative, its alt empty), covering its box under a scrim the
   * words read on; painted with the page, it is the home page's largest picture
   */
  picture?: ReactNode;
}

/**
 * The home page's hero (spec §2): a heading, a tagline and a quick search of make, model (of
 * the chosen make), maximum price and body, with a 'Show Me N Cars' link to the search page.
 * The selects load their menus when first pressed; the link works before any script runs.
 */
export function HeroSearch({
  heading,
  tagline,
  searchLabel = 'Quick search',
  fields,
  onFieldChange,
  submit,
  busy = false,
  children,
  picture,
}: HeroSearchProps) {
  const headingId = useId();
  return (
    <section
      className={picture ? `${styles.root} ${styles.pictured}` : styles.root}
      aria-labelledby={headingId}
      data-slot="hero-search"
    >
      {picture ? <div className={styles.backdrop}>{picture}</div> : null}
      <div className={styles.intro}>
        <h1 id={headingId} className={styles.heading}>
          {heading}
        </h1>
        {tagline ? <p className={styles.tagline}>{tagline}</p> : null}
        {children}
      </div>
      <div role="search" aria-label={searchLabel} aria-busy={busy} className={styles.panel}>
        {heroSearchFields.map((name) => {
          const field = fields[name];
          if (!field) return null;
          return (
            <Select
              key={name}
              label={field.label}
              options={[{ value: HERO_SEARCH_ANY, label: field.anyLabel }, ...field.options]}
              value={field.value ?? HERO_SEARCH_ANY}
              disabled={field.disabled}
              onValueChange={(value) =>
                onFieldChange?.(name, value === HERO_SEARCH_ANY ? null : value)
              }
            />
          );
        })}
        <div className={styles.submit} aria-live="polite">
          <Button href={submit.href} size="large" fullWidth icon={<SearchIcon size={20} />}>
            {submit.label}
          </Button>
        </div>
      </div>
    </section>
  );
}
