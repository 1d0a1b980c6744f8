import SearchableMap from 'minisearch/SearchableMap';

// Full-text matching for the embedded engine. MiniSearch's radix tree finds the vocabulary
// terms a query word reaches (exact, prefix for the last word, typos by word length); the
// postings (term -> documents) are plain typed arrays, so a common word stays cheap at
// 100,000 documents.

interface Postings {
  positions: Int32Array;
  fields: Uint8Array; // index of the best (most important) field the term appears in
}

export interface TextMatch {
  scores: Map<number, number>;
  /** vocabulary terms that matched, for highlighting */
  matched: Set<string>;
}

const WORD = /[\p{L}\p{N}]+/gu;

/** Lower-case words of a text, as the index and queries see them. */
export function tokenize(text: string): string[] {
  return text.toLowerCase().match(WORD) ?? [];
}

// Meilisearch's typo tolerance: one typo from 5 letters, two from 9.
export function typosFor(term: string): number {
  return term.length >= 9 ? 2 : term.length >= 5 ? 1 : 0;
}

export class TextIndex {
  private readonly terms = new SearchableMap<Postings>();
  private readonly fieldWeights: number[];

  constructor(
    private readonly fields: readonly string[],
    documents: readonly Record<string, unknown>[],
  ) {
    // earlier fields weigh more: a match in make beats one in the dealer comments
    this.fieldWeights = fields.map((_, i) => fields.length - i);
    const building = new Map<string, { positions: number[]; fields: number[] }>();
    documents.forEach((doc, position) => {
      const seen = new Map<string, number>();
      fields.forEach((field, fieldIndex) => {
        const value = doc[field];
        if (value === null || value === undefined) return;
        for (const term of tokenize(String(value))) if (!seen.has(term)) seen.set(term, fieldIndex);
      });
      for (const [term, fieldIndex] of seen) {
        let list = building.get(term);
        if (!list) building.set(term, (list = { positions: [], fields: [] }));
        list.positions.push(position);
        list.fields.push(fieldIndex);
      }
    });
    for (const [term, list] of building) {
      this.terms.set(term, {
        positions: Int32Array.from(list.positions),
        fields: Uint8Array.from(list.fields),
      });
    }
  }

  /** Vocabulary terms a query word reaches, with how good a match each is (1 exact). */
  private expand(word: string, isLast: boolean): Map<string, number> {
    const found = new Map<string, number>();
    if (this.terms.has(word)) found.set(word, 1);
    if (isLast) {
      for (const [term] of this.terms.atPrefix(word)) if (!found.has(term)) found.set(term, 0.8);
    }
    const typos = typosFor(word);
    if (typos > 0) {
      for (const [term, [, distance]] of this.terms.fuzzyGet(word, typos)) {
        if (!found.has(term)) found.set(term, 0.6 / distance);
      }
    }
    return found;
  }

  /** Documents matching every word of the query (the last word as a prefix), scored. */
  search(query: string, onlyFields?: readonly string[]): TextMatch {
    const words = tokenize(query);
    const matched = new Set<string>();
    const allowedFields = onlyFields
      ? new Set(onlyFields.map((f) => this.fields.indexOf(f)))
      : null;
    let scores: Map<number, number> | null = null;
    words.forEach((word, index) => {
      const wordScores = new Map<number, number>();
      for (const [term, quality] of this.expand(word, index === words.length - 1)) {
        const postings = this.terms.get(term)!;
        let used = false;
        for (let i = 0; i < postings.positions.length; i += 1) {
          const field = postings.fields[i]!;
          if (allowedFields && !allowedFields.has(field)) continue;
          const position = postings.positions[i]!;
          const score = quality * this.fieldWeights[field]!;
          const previous = wordScores.get(position);
          if (previous === undefined || score > previous) wordScores.set(position, score);
          used = true;
        }
        if (used) matched.add(term);
      }
      if (scores === null) {
        scores = wordScores;
      } else {
        const next = new Map<number, number>();
        for (const [position, score] of scores) {
          const extra = wordScores.get(position);
          if (extra !== undefined) next.set(position, score + extra);
        }
        scores = next;
      }
    });
    return { scores: scores ?? new Map(), matched };
  }
}
