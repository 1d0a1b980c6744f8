import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getSiteBySlug, type Site } from '@dealer/site-config';
import { generateDemoData } from '../demo';
import { newestFirst, stockDocument, type StockDocument } from '../domain/stock-document';
import { mergeDocumentChanges, SearchIndex } from './engine';
import { type SearchDocument } from '../domain/filter-evaluation';
import { type FacetSearchRequest, type SearchRequest } from './request';
import { STOCK_INDEX_UID, stockIndexSettings } from './settings';
import { applyStockChanges } from './stock-changes';
import { siteSearchRules } from '../domain/site-search-rules';

// An index changed car by car answers exactly as one built again from the same documents.

const now = new Date('2026-11-22T00:00:00Z');
const site = getSiteBySlug('harbour-city-cars') as Site;
const demo = generateDemoData(site, { now });
const locationById = new Map(demo.locations.map((l) => [l.id, l]));
const dealershipById = new Map(site.dealerships.map((d) => [d.id, d]));
const baseDocuments: StockDocument[] = demo.cars.slice(0, 160).map((car) =>
  stockDocument(car, {
    dealership: dealershipById.get(car.dealershipId)!,
    location: locationById.get(car.locationId)!,
  }),
);
const order = newestFirst as (a: SearchDocument, b: SearchDocument) => number;

function builtIndex(documents: readonly StockDocument[]): SearchIndex {
  const index = new SearchIndex(STOCK_INDEX_UID, stockIndexSettings);
  index.replaceAll(documents.slice().sort(newestFirst) as never);
  return index;
}

const rules = siteSearchRules(site, now);
const searches: SearchRequest[] = [
  { q: '', facets: ['*'], limit: 1000 },
  { q: '', facets: ['*'], limit: 1000, filter: 'price > 20000' },
  { q: '', sort: ['price:asc'], limit: 30, facets: ['make', 'price'] },
  { q: 'toyota', facets: ['*'], limit: 1000 },
  { q: 'toyta', limit: 1000 },
  { q: 'cor', limit: 1000, attributesToHighlight: ['*'] },
  { q: 'white auto', limit: 1000, facets: ['body'] },
  { q: 'zebrawood', limit: 1000 },
  { q: 'quokkamobile', limit: 1000, facets: ['model'] },
  { q: 'quokamobile', limit: 1000 },
  { q: 'hatch', sort: ['km:desc'], limit: 1000 },
];
const facetSearches: FacetSearchRequest[] = [
  { facetName: 'make', facetQuery: '' },
  { facetName: 'model', facetQuery: 'q' },
];

/** What a shopper gets from the index: every search's hits, totals and facets. */
function answers(index: SearchIndex) {
  const strip = <T extends { processingTimeMs: number }>({ processingTimeMs: _, ...rest }: T) =>
    rest;
  return {
    searches: searches.map((request) => strip(index.search(request, rules))),
    facets: facetSearches.map((request) => strip(index.facetSearch(request, rules))),
  };
}

/** A random change: cars edited (price, make, model, comments, age), added and taken out. */
const changeArbitrary = fc.record({
  edits: fc.array(
    fc.record({
      pick: fc.nat(),
      price: fc.integer({ min: 0, max: 150_000 }),
      make: fc.constantFrom('Toyota', 'Mazda', 'Zebrawood', 'Kia', 'TOYOTA'),
      model: fc.constantFrom('Corolla', 'Quokkamobile', 'CX-5', 'Cerato'),
      comments: fc.constantFrom(null, 'white automatic hatch', 'quokka zebrawood'),
      ageDays: fc.integer({ min: -5, max: 400 }),
    }),
    { maxLength: 6 },
  ),
  added: fc.array(
    fc.record({
      pick: fc.nat(),
      model: fc.constantFrom('Quokkamobile', 'Corolla', 'Hilux'),
      ageDays: fc.integer({ min: -5, max: 400 }),
    }),
    { maxLength: 4 },
  ),
  removed: fc.array(fc.nat(), { maxLength: 5 }),
});

type Change = typeof changeArbitrary extends fc.Arbitrary<infer T> ? T : never;

let nextId = 5_000_000;

/** The change as the index receives it: documents in, ids out (an unknown id among them). */
function documentChanges(current: readonly StockDocument[], change: Change) {
  const at = (pick: number) => current[pick % current.length]!;
  const upserts: StockDocument[] = [];
  const removedIds: number[] = [];
  if (current.length > 0) {
    for (const edit of change.edits) {
      const doc = at(edit.pick);
      upserts.push({
        ...doc,
        price: edit.price,
        make: edit.make,
        model: edit.model,
        make_model: `${edit.make} ${edit.model}`,
        dealer_comments: edit.comments,
        created_at_timestamp: Math.floor(now.getTime() / 1000) - edit.ageDays * 86_400,
      });
    }
    for (const pick of change.removed) removedIds.push(at(pick).id);
  }
  for (const add of change.added) {
    const model = baseDocuments[add.pick % baseDocuments.length]!;
    nextId += 1;
    upserts.push({
      ...model,
      id: nextId,
      stocknum: `N${nextId}`,
      model: add.model,
      created_at_timestamp: Math.floor(now.getTime() / 1000) - add.ageDays * 86_400,
    });
  }
  removedIds.push(999_999_999); // a car the index never had
  return { documents: upserts, removedIds };
}

/** The documents after the change, as the store would give them to a rebuild. */
function afterChange(
  current: readonly StockDocument[],
  { documents, removedIds }: { documents: StockDocument[]; removedIds: number[] },
): StockDocument[] {
  const byId = new Map(current.map((d) => [d.id, d]));
  for (const doc of documents) byId.set(doc.id, doc);
  for (const id of removedIds) byId.delete(id);
  return [...byId.values()];
}

describe('SearchIndex.applyChanges: an index changed car by car answers as a rebuilt one', () => {
  it('gives the same hits, totals, highlights and facet counts over random changes', () => {
    // the index is searched before each change too: its filter bitmaps and facet columns move
    fc.assert(
      fc.property(fc.array(changeArbitrary, { minLength: 1, maxLength: 4 }), (steps) => {
        let current = baseDocuments;
        const updated = builtIndex(current);
        answers(updated);
        for (const step of steps) {
          const change = documentChanges(current, step);
          // removed wins over an edit of the same car, as mergeDocumentChanges does
          current = afterChange(current, {
            documents: change.documents.filter((d) => !change.removedIds.includes(d.id)),
            removedIds: change.removedIds,
          });
          applyStockChanges(updated, change);
          expect(answers(updated)).toEqual(answers(builtIndex(current)));
        }
      }),
      { seed: 20_261_127, numRuns: 30 },
    );
  });

  it('finds a word only a new car has, and forgets one only a removed car had', () => {
    const index = builtIndex(baseDocuments);
    const first = baseDocuments[0]!;
    applyStockChanges(index, {
      documents: [{ ...first, model: 'Quokkamobile' }],
      removedIds: [],
    });
    expect(index.search({ q: 'quokkamobile' }).hits.map((h) => h.id)).toEqual([first.id]);
    expect(index.search({ q: 'quokamobile' }).hits.map((h) => h.id)).toEqual([first.id]);
    applyStockChanges(index, { documents: [], removedIds: [first.id] });
    expect(index.search({ q: 'quokkamobile' }).hits).toEqual([]);
    expect(index.search({ q: 'quokamobile' }).hits).toEqual([]);
    expect(index.size).toBe(baseDocuments.length - 1);
  });

  it('starts from an empty index', () => {
    const index = new SearchIndex(STOCK_INDEX_UID, stockIndexSettings);
    applyStockChanges(index, { documents: baseDocuments.slice(0, 3), removedIds: [] });
    expect(answers(index)).toEqual(answers(builtIndex(baseDocuments.slice(0, 3))));
  });
});

describe('mergeDocumentChanges', () => {
  const doc = (id: number, created: number) => ({ id, created_at_timestamp: created });
  const ids = (docs: readonly SearchDocument[]) => docs.map((d) => d.id);
  const current = [doc(5, 500), doc(4, 400), doc(3, 300)];

  it.each([
    ['an edit replaces the car in place', [doc(4, 400)], [], [5, 4, 3], [0, -1, 2], [1]],
    ['a newer car goes first', [doc(9, 900)], [], [9, 5, 4, 3], [1, 2, 3], [0]],
    ['an older car goes last', [doc(1, 100)], [], [5, 4, 3, 1], [0, 1, 2], [3]],
    ['an edit that makes a car older moves it', [doc(5, 350)], [], [4, 5, 3], [-1, 0, 2], [1]],
    ['a removal closes the gap', [], [4], [5, 3], [0, -1, 1], []],
    ['an unknown id changes nothing', [], [77], [5, 4, 3], [0, 1, 2], []],
    ['removed wins over an edit', [doc(4, 400)], [4], [5, 3], [0, -1, 1], []],
    ['same second: the higher id first', [doc(6, 400)], [], [5, 6, 4, 3], [0, 2, 3], [1]],
  ] as const)('%s', (_, upserts, removedIds, expected, moved, addedAt) => {
    const merged = mergeDocumentChanges(current, { upserts, removedIds }, order);
    expect(ids(merged.documents)).toEqual(expected);
    expect([...merged.moved]).toEqual(moved);
    expect(merged.added.map((a) => a.position)).toEqual(addedAt);
  });
});
