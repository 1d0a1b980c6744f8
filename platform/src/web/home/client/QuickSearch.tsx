'use client';

import { type ReactNode, useRef, useState } from 'react';
import { HeroSearch, type HeroSearchFieldName } from '@dealer/design-system';
import {
  countedOptions,
  maxPriceLabel,
  noChoice,
  type QuickSearchAnswer,
  type QuickSearchChoice,
  quickSearchHref,
  quickSearchQueries,
  readQuickSearch,
  showMeLabel,
} from '../quick-search';

export interface QuickSearchProps {
  heading: string;
  tagline: string | null;
  /** 'Cars', 'Caravans' */
  vehicleNoun: string;
  /** the body facet's label in the template's words: 'Body Type', 'Type' */
  bodyLabel: string;
  /** the whole stock's makes and bodies with their counts */
  makes: Record<string, number>;
  /** the site's popular makes, first in the make dropdown */
  popularMakes: readonly string[];
  bodies: Record<string, number>;
  /** the maximum prices offered */
  prices: number[];
  /** the whole stock's count */
  total: number;
  /** the site's search: the app's own '/api/search' by default, or Meilisearch with its token */
  search: { host: string; indexUid: string; apiKey: string };
  children?: ReactNode;
  /** the picture behind the hero */
  picture?: ReactNode;
}

/**
 * The hero's quick search: the choices in state, the count and the chosen make's models asked
 * of the site's search (POST {host}/multi-search) after each change; the last answer wins.
 */
export function QuickSearch({
  heading,
  tagline,
  vehicleNoun,
  bodyLabel,
  makes,
  popularMakes,
  bodies,
  prices,
  total,
  search,
  children,
  picture,
}: QuickSearchProps) {
  const [choice, setChoice] = useState<QuickSearchChoice>(noChoice);
  const [answer, setAnswer] = useState<QuickSearchAnswer | null>({ total, models: null });
  const [busy, setBusy] = useState(false);
  const pending = useRef<AbortController | null>(null);

  const ask = async (next: QuickSearchChoice) => {
    pending.current?.abort();
    const controller = new AbortController();
    pending.current = controller;
    setBusy(true);
    try {
      const response = await fetch(`${search.host}/multi-search`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${search.apiKey}`,
        },
        body: JSON.stringify({ queries: quickSearchQueries(next, search.indexUid) }),
        signal: controller.signal,
      });
      if (!response.ok) throw new Error(`search answered ${response.status}`);
      const body = (await response.json()) as { results: Parameters<typeof readQuickSearch>[1] };
      if (pending.current === controller) setAnswer(readQuickSearch(next, body.results));
    } catch {
      // a newer change took over, or the search is out of reach: the link still goes to the
      // search page of the choices, without a count
      if (pending.current === controller) setAnswer(null);
    } finally {
      if (pending.current === controller) setBusy(false);
    }
  };

  const change = (field: HeroSearchFieldName, value: string | null) => {
    const next: QuickSearchChoice =
      field === 'make'
        ? { ...choice, make: value, model: null }
        : field === 'price'
          ? { ...choice, maxPrice: value ? Number(value) : null }
          : { ...choice, [field]: value };
    setChoice(next);
    // another make's models are not this one's: none until the answer comes
    if (field === 'make') setAnswer((current) => current && { ...current, models: null });
    void ask(next);
  };

  const models = choice.make ? (answer?.models ?? null) : null;
  return (
    <HeroSearch
      heading={heading}
      tagline={tagline}
      busy={busy}
      fields={{
        make: {
          label: 'Make',
          anyLabel: 'Any Make',
          options: countedOptions(makes, popularMakes),
          value: choice.make ?? null,
        },
        model: {
          label: 'Model',
          anyLabel: 'Any Model',
          options: models ? countedOptions(models) : [],
          value: choice.model ?? null,
          disabled: !choice.make || models === null,
        },
        price: {
          label: 'Max Price',
          anyLabel: 'Any Price',
          options: prices.map((price) => ({ value: String(price), label: maxPriceLabel(price) })),
          value: choice.maxPrice ? String(choice.maxPrice) : null,
        },
        body: {
          label: bodyLabel,
          anyLabel: `Any ${bodyLabel}`,
          options: countedOptions(bodies),
          value: choice.body ?? null,
        },
      }}
      picture={picture}
      onFieldChange={change}
      submit={{
        label: answer ? showMeLabel(answer.total, vehicleNoun) : `Show Me ${vehicleNoun}`,
        href: quickSearchHref(choice),
      }}
    >
      {children}
    </HeroSearch>
  );
}
