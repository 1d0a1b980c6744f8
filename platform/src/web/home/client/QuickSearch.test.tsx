import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as DesignSystem from '@dealer/design-system';
import { type HeroSearchProps } from '@dealer/design-system';
import { QuickSearch, type QuickSearchProps } from './QuickSearch';

// The island's part: the choices, the questions it asks the site's search and what it makes of
// the answers. The design system's HeroSearch is stood in for by a stub that keeps its props.

let hero: HeroSearchProps;
vi.mock('@dealer/design-system', async (original) => ({
  ...(await original<typeof DesignSystem>()),
  HeroSearch: (props: HeroSearchProps) => {
    hero = props;
    return <div>{props.children}</div>;
  },
}));

const props: QuickSearchProps = {
  heading: 'Southern Cross Motor Group',
  tagline: null,
  vehicleNoun: 'Cars',
  bodyLabel: 'Body Type',
  makes: { Toyota: 148, Mazda: 63, Audi: 4 },
  popularMakes: ['Toyota'],
  bodies: { Wagon: 252 },
  prices: [10_000, 20_000],
  total: 1254,
  search: { host: '/api/search', indexUid: 'stock', apiKey: 'public-search-southern-cross-motors' },
};

interface Call {
  url: string;
  init: RequestInit;
  answer: (results: unknown[]) => void;
  fail: () => void;
}
let calls: Call[];

beforeEach(() => {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(
      (url: string, init: RequestInit) =>
        new Promise<Response>((resolve, reject) => {
          calls.push({
            url,
            init,
            answer: (results) => resolve(Response.json({ results })),
            fail: () => reject(new TypeError('offline')),
          });
          init.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          );
        }),
    ),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const change = (field: 'make' | 'model' | 'price' | 'body', value: string | null) =>
  act(() => hero.onFieldChange!(field, value));
const settle = (call: Call, results: unknown[]) =>
  act(async () => {
    call.answer(results);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

describe('QuickSearch', () => {
  it('starts with the whole stock, no model to choose and a link to all of it', () => {
    render(<QuickSearch {...props} />);
    expect(hero.submit).toEqual({ label: 'Show Me 1,254 Cars', href: '/search' });
    // the site's popular makes first (spec §9), then the rest by name
    expect(hero.fields.make!.options.map((o) => o.label)).toEqual([
      'Toyota (148)',
      'Audi (4)',
      'Mazda (63)',
    ]);
    expect(hero.fields.model!.disabled).toBe(true);
    expect(hero.fields.price!.options).toEqual([
      { value: '10000', label: 'Up to $10,000' },
      { value: '20000', label: 'Up to $20,000' },
    ]);
    expect(hero.fields.body).toMatchObject({ label: 'Body Type', anyLabel: 'Any Body Type' });
  });

  it('a make asks the search for its count and models, then offers them', async () => {
    render(<QuickSearch {...props} />);
    change('make', 'Toyota');
    expect(hero.submit.href).toBe('/search?make=Toyota');
    expect(hero.busy).toBe(true);
    expect(hero.fields.model!.disabled).toBe(true);
    const [call] = calls;
    expect(call!.url).toBe('/api/search/multi-search');
    expect(new Headers(call!.init.headers).get('authorization')).toBe(
      'Bearer public-search-southern-cross-motors',
    );
    expect(JSON.parse(String(call!.init.body))).toEqual({
      queries: [{ indexUid: 'stock', filter: [['"make"="Toyota"']], facets: ['model'], limit: 0 }],
    });
    await settle(call!, [
      { totalHits: 148, facetDistribution: { model: { RAV4: 58, HiLux: 90 } } },
    ]);
    expect(hero.busy).toBe(false);
    expect(hero.submit.label).toBe('Show Me 148 Cars');
    expect(hero.fields.model!.disabled).toBe(false);
    expect(hero.fields.model!.options.map((o) => o.value)).toEqual(['HiLux', 'RAV4']);

    change('model', 'RAV4');
    expect(hero.submit.href).toBe('/search?make=Toyota&model=RAV4');
    // the models stay while the count comes
    expect(hero.fields.model!.options).toHaveLength(2);
    await settle(calls[1]!, [
      { totalHits: 58 },
      { totalHits: 148, facetDistribution: { model: { RAV4: 58, HiLux: 90 } } },
    ]);
    expect(hero.submit.label).toBe('Show Me 58 Cars');
  });

  it('another make clears the model and the last make’s models', async () => {
    render(<QuickSearch {...props} />);
    change('make', 'Toyota');
    await settle(calls[0]!, [{ totalHits: 148, facetDistribution: { model: { RAV4: 58 } } }]);
    change('model', 'RAV4');
    change('make', 'Mazda');
    expect(hero.fields.model!.value).toBeNull();
    expect(hero.fields.model!.options).toEqual([]);
    expect(hero.submit.href).toBe('/search?make=Mazda');
  });

  it('only the last change’s answer counts', async () => {
    render(<QuickSearch {...props} />);
    change('price', '10000');
    change('price', '20000');
    expect(hero.submit.href).toBe('/search?price=%3A20000');
    await settle(calls[1]!, [{ totalHits: 300 }]);
    await settle(calls[0]!, [{ totalHits: 90 }]);
    expect(hero.submit.label).toBe('Show Me 300 Cars');
    expect(hero.fields.price!.value).toBe('20000');
  });

  it('a search out of reach: the link still goes to the choices, without a count', async () => {
    render(<QuickSearch {...props} />);
    change('body', 'Wagon');
    await act(async () => {
      calls[0]!.fail();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(hero.submit).toEqual({ label: 'Show Me Cars', href: '/search?body=Wagon' });
    expect(hero.busy).toBe(false);
  });

  it('‘Any’ takes a choice away', async () => {
    render(<QuickSearch {...props} />);
    change('body', 'Wagon');
    change('body', null);
    expect(hero.submit.href).toBe('/search');
    await settle(calls[1]!, [{ totalHits: 1254 }]);
    expect(hero.submit.label).toBe('Show Me 1,254 Cars');
  });
});
