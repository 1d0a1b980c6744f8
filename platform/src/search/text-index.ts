import SearchableMap from 'minisearch/SearchableMap';

// Full-text matching for the embedded engine. MiniSearch's radix tree finds the vocabulary
// terms a query word reaches exactly or as a prefix (the last word); the terms it reaches with
// typos are found by walking the sorted vocabulary like a trie. The postings (term ->
// documents) are plain typed arrays, so a common word stays cheap at 100,000 documents.
//
// Typo tolerance follows Meilisearch with its default settings (the index sets none):
// - Budget by the query word's length in characters: no typo below 5, one from 5, two from 9
//   (minWordSizeForTypos; https://meilisearch.com/docs/learn/relevancy/typo_tolerance_settings,
//   meilisearch/meilisearch crates/milli/src/search/new/query_term/parse_query.rs
//   number_of_typos_allowed, crates/milli/src/index.rs DEFAULT_MIN_WORD_LEN_ONE_TYPO and
//   DEFAULT_MIN_WORD_LEN_TWO_TYPOS). A word over 250 bytes is matched exactly, not as a prefix
//   (MAX_WORD_LENGTH, crates/milli/src/lib.rs; compute_derivations.rs).
// - A typo is an inserted, missing or replaced letter, or two adjacent letters swapped: the
//   Levenshtein automata are built with transpositions at cost one, i.e. the optimal string
//   alignment distance (crates/milli/src/search/mod.rs, LevenshteinAutomatonBuilder::new(n,
//   true); https://meilisearch.com/docs/resources/comparisons/typo_tolerance_vs_fuzzy_search).
// - A different first letter costs two typos: with one typo allowed the first letter must
//   match; with two, a term whose first letter differs is reached only within one edit and
//   then counts two (crates/milli/src/search/new/query_term/compute_derivations.rs,
//   find_one_typo_derivations and find_one_two_typo_derivations; the comparison page above).
// - The last query word is a prefix, with typos: a term is reached when one of its prefixes
//   is within the budget, and an exact prefix costs no typo (build_prefix_dfa in search/mod.rs,
//   find_zero_typo_prefix_derivations; https://meilisearch.com/docs/learn/advanced/prefix).
// - A query word reaches at most 150 one-typo and 50 two-typo terms, the first in
//   lexicographic order (crates/milli/src/search/new/limits.rs MAX_ONE_TYPO_COUNT,
//   MAX_TWO_TYPOS_COUNT).
// - Ranking: fewer typos, summed over the query words, first; the attribute only breaks ties
//   (the typo rule precedes attribute: https://meilisearch.com/docs/learn/relevancy/ranking_rules,
//   crates/milli/src/search/new/ranking_rule_graph/typo/mod.rs).
// - Numbers tolerate typos like words (disableOnNumbers is off by default,
//   crates/milli/src/disabled_typos_terms.rs).
// Not modelled: split and concatenated words (one typo each in Meilisearch) and synonyms.

interface Postings {
  positions: Int32Array;
  fields: Uint8Array; // index of the best (most important) field the term appears in
}

export interface TextMatch {
  /**
   * Relevance per matching document, higher first: fewer typos (summed over the query words),
   * then the attribute score (see typoRankStep).
   */
  scores: Map<number, number>;
  /** typos of a matching document, summed over the query words */
  typosOf(position: number): number;
  /** vocabulary terms that matched, for highlighting */
  matched: Set<string>;
}

const WORD = /[\p{L}\p{N}]+/gu;

/** Lower-case words of a text, as the index and queries see them. */
export function tokenize(text: string): string[] {
  return text.toLowerCase().match(WORD) ?? [];
}

/** Meilisearch's default minWordSizeForTypos: letters a query word needs for one, two typos. */
export const MIN_WORD_SIZE_FOR_TYPOS = { oneTypo: 5, twoTypos: 9 } as const;

/** Meilisearch's search limits: most terms one query word reaches with one, two typos. */
export const MAX_ONE_TYPO_TERMS = 150;
export const MAX_TWO_TYPO_TERMS = 50;

/** Meilisearch's MAX_WORD_LENGTH: a longer query word (in UTF-8 bytes) is matched exactly. */
const MAX_WORD_BYTES = 250;

const utf8 = new TextEncoder();
const SURROGATE = /[\uD800-\uDFFF]/;

function isOverlong(word: string): boolean {
  // a UTF-16 unit is at most 3 UTF-8 bytes: only a long word needs encoding
  return word.length * 3 > MAX_WORD_BYTES && utf8.encode(word).length > MAX_WORD_BYTES;
}

/** Typos a query word may contain (Meilisearch: none below 5 letters, one from 5, two from 9). */
export function typoBudget(word: string): number {
  if (isOverlong(word)) return 0;
  let letters = 0;
  for (const _ of word) letters += 1;
  if (letters >= MIN_WORD_SIZE_FOR_TYPOS.twoTypos) return 2;
  return letters >= MIN_WORD_SIZE_FOR_TYPOS.oneTypo ? 1 : 0;
}

/**
 * Edit distance between two words in letters (code points), where an insertion, a deletion,
 * a substitution or a swap of two adjacent letters each count one: the optimal string
 * alignment distance. With `asPrefix`, the distance from `query` to the closest prefix of
 * `term`. Counting stops above `limit`: any greater distance is returned as `limit + 1`.
 */
export function alignmentDistance(
  query: string,
  term: string,
  asPrefix = false,
  limit = Number.POSITIVE_INFINITY,
): number {
  const a = Array.from(query);
  const b = Array.from(term);
  const n = b.length;
  let beforePrevious = new Array<number>(n + 1).fill(0);
  let previous = Array.from({ length: n + 1 }, (_, j) => j);
  let current = new Array<number>(n + 1).fill(0);
  for (let i = 1; i <= a.length; i += 1) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= n; j += 1) {
      let distance = Math.min(
        previous[j]! + 1, // a letter of the query missing from the term
        current[j - 1]! + 1, // a letter the term has in addition
        previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1), // the same or a replaced letter
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        distance = Math.min(distance, beforePrevious[j - 2]! + 1); // two adjacent letters swapped
      }
      current[j] = distance;
      if (distance < rowMin) rowMin = distance;
    }
    // a row's minimum never decreases further down: the distance is already over the limit
    if (rowMin > limit) return limit + 1;
    [beforePrevious, previous, current] = [previous, current, beforePrevious];
  }
  let distance = previous[n]!;
  if (asPrefix) {
    for (const prefixDistance of previous) distance = Math.min(distance, prefixDistance);
  }
  return Math.min(distance, limit + 1);
}

/**
 * Typos Meilisearch counts between a query word and an indexed term, or null when the term is
 * out of the word's reach. `budget` is the word's typoBudget; `asPrefix` for the last query
 * word, which reaches every term that one of the term's prefixes is within the budget of.
 */
export function typoDistance(
  queryWord: string,
  term: string,
  budget: number,
  asPrefix = false,
): number | null {
  const allowed = Math.max(0, Math.min(budget, 2));
  if (queryWord.codePointAt(0) !== term.codePointAt(0)) {
    // Meilisearch's typo tolerance: a different first letter counts two typos, within one edit
    if (allowed < 2) return null;
    return alignmentDistance(queryWord, term, asPrefix, 1) <= 1 ? 2 : null;
  }
  const distance = alignmentDistance(queryWord, term, asPrefix, allowed);
  return distance <= allowed ? distance : null;
}

/**
 * The vocabulary in UTF-16 order, walked like a trie to find the terms a query word reaches
 * with typos without comparing the word with every term: a branch is left as soon as every
 * alignment of the word with it costs more than the budget.
 */
class TypoVocabulary {
  /** terms of one UTF-16 unit per letter, sorted: a trie node is a range of them */
  private readonly sorted: string[] = [];
  /** terms with letters beyond the Basic Multilingual Plane, compared one by one */
  private readonly astral: string[] = [];

  constructor(terms: Iterable<string>) {
    for (const term of terms) (SURROGATE.test(term) ? this.astral : this.sorted).push(term);
    this.sorted.sort();
  }

  /** First index of `sorted` whose term is not below `term` (UTF-16 order, as sort()). */
  private lowerBound(term: string): number {
    let low = 0;
    let high = this.sorted.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.sorted[middle]! < term) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  /** A term a document brought in: it joins the walk in its sorted place. */
  add(term: string): void {
    if (SURROGATE.test(term)) {
      if (!this.astral.includes(term)) this.astral.push(term);
      return;
    }
    const at = this.lowerBound(term);
    if (this.sorted[at] !== term) this.sorted.splice(at, 0, term);
  }

  /** A term no document holds any more. */
  remove(term: string): void {
    if (SURROGATE.test(term)) {
      const at = this.astral.indexOf(term);
      if (at >= 0) this.astral.splice(at, 1);
      return;
    }
    const at = this.lowerBound(term);
    if (this.sorted[at] === term) this.sorted.splice(at, 1);
  }

  /**
   * Terms the query word reaches with one or two typos, with their typo count; at most
   * MAX_ONE_TYPO_TERMS and MAX_TWO_TYPO_TERMS of them, the first in lexicographic order.
   */
  typoTerms(word: string, budget: number, asPrefix: boolean): Map<string, number> {
    const found = new Map<string, number>();
    if (budget <= 0 || word === '') return found;
    let oneTypo = 0;
    let twoTypos = 0;
    /** records a candidate if it is a typo match; false once no more terms are wanted */
    const consider = (term: string): boolean => {
      const typos = typoDistance(word, term, budget, asPrefix);
      if (typos === 1 && oneTypo < MAX_ONE_TYPO_TERMS) {
        found.set(term, 1);
        oneTypo += 1;
      } else if (typos === 2 && twoTypos < MAX_TWO_TYPO_TERMS) {
        found.set(term, 2);
        twoTypos += 1;
      }
      return oneTypo < MAX_ONE_TYPO_TERMS || (budget >= 2 && twoTypos < MAX_TWO_TYPO_TERMS);
    };
    if (!this.walk(word, budget, asPrefix, consider)) return found;
    for (const term of this.astral) if (!consider(term)) break;
    return found;
  }

  /** First index in [from, to) whose unit at `depth` is above `unit` (they share `depth` units). */
  private groupEnd(from: number, to: number, depth: number, unit: number): number {
    let low = from + 1;
    let high = to;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.sorted[middle]!.charCodeAt(depth) > unit) high = middle;
      else low = middle + 1;
    }
    return low;
  }

  /** Offers `consider` every term within reach, in order; false if it asked to stop. */
  private walk(
    word: string,
    budget: number,
    asPrefix: boolean,
    consider: (term: string) => boolean,
  ): boolean {
    const terms = this.sorted;
    // the word's letters as code points: one of beyond the BMP never equals a term's unit,
    // as it never equals a letter of these terms
    const query = Array.from(word, (letter) => letter.codePointAt(0)!);
    const m = query.length;
    const width = m + 1;
    // row d: distances between the word's prefixes and a term prefix of d letters; no branch
    // deeper than m + budget can be within the budget
    const rows = new Uint16Array((m + budget + 2) * width);
    for (let i = 0; i <= m; i += 1) rows[i] = i;

    /** the row of a term prefix ending in `unit` (after `previousUnit`), as alignmentDistance */
    const fillRow = (depth: number, unit: number, previousUnit: number): void => {
      const row = depth * width;
      const above = row - width;
      const twoAbove = above - width;
      rows[row] = depth;
      for (let i = 1; i <= m; i += 1) {
        const letter = query[i - 1]!;
        let distance = Math.min(
          rows[above + i]! + 1,
          rows[row + i - 1]! + 1,
          rows[above + i - 1]! + (letter === unit ? 0 : 1),
        );
        if (i > 1 && depth > 1 && letter === previousUnit && query[i - 2] === unit) {
          distance = Math.min(distance, rows[twoAbove + i - 2]! + 1);
        }
        rows[row + i] = distance;
      }
    };

    /** the trie node of terms[from, to), which share `depth` units; its row is filled */
    const descend = (from: number, to: number, depth: number, limit: number, best: number) => {
      const row = depth * width;
      const wholeWord = rows[row + m]!;
      let rowMin = wholeWord;
      for (let i = 0; i < m; i += 1) if (rows[row + i]! < rowMin) rowMin = rows[row + i]!;
      if (asPrefix) {
        if (wholeWord === 0) return true; // an exact prefix: no typo, found without the walk
        if (wholeWord < best) best = wholeWord;
        if (best <= limit && depth >= m + best) {
          // no deeper prefix can come closer: the whole branch is within reach
          for (let k = from; k < to; k += 1) if (!consider(terms[k]!)) return false;
          return true;
        }
        if (best > limit && rowMin > limit) return true;
      } else if (rowMin > limit) {
        return true;
      }
      let k = from;
      if (terms[k]!.length === depth) {
        const distance = asPrefix ? best : wholeWord;
        if (distance > 0 && distance <= limit && !consider(terms[k]!)) return false;
        k += 1;
      }
      if (!asPrefix && depth >= m + limit) return true; // longer terms are out of reach
      while (k < to) {
        const unit = terms[k]!.charCodeAt(depth);
        const end = this.groupEnd(k, to, depth, unit);
        fillRow(depth + 1, unit, terms[k]!.charCodeAt(depth - 1));
        if (!descend(k, end, depth + 1, limit, best)) return false;
        k = end;
      }
      return true;
    };

    const first = query[0];
    let k = 0;
    while (k < terms.length) {
      const unit = terms[k]!.charCodeAt(0);
      const end = this.groupEnd(k, terms.length, 0, unit);
      // Meilisearch's typo tolerance: a different first letter costs two typos, so it needs a
      // budget of two and leaves one edit
      const limit = unit === first ? budget : budget >= 2 ? 1 : -1;
      if (limit >= 0) {
        fillRow(1, unit, Number.NaN);
        if (!descend(k, end, 1, limit, Number.POSITIVE_INFINITY)) return false;
      }
      k = end;
    }
    return true;
  }
}

/** How good a match of one query word is, within the same number of typos. */
const EXACT_QUALITY = 1;
const PREFIX_QUALITY = 0.8;
const TYPO_QUALITY = 0.6;

/**
 * What one typo costs in a document's relevance (attribute score minus typos times this step):
 * more than the attribute score a whole query can reach, so a document with fewer typos always
 * ranks first, as Meilisearch's typo rule precedes its attribute rule.
 */
export function typoRankStep(wordCount: number, heaviestFieldWeight: number): number {
  return wordCount * heaviestFieldWeight * EXACT_QUALITY + 1;
}

/** The typos behind a relevance (its attribute score is above 0 and below the step). */
export function typosInRelevance(relevance: number, step: number): number {
  return Math.max(0, Math.ceil(-relevance / step));
}

/** How a vocabulary term matches one query word. */
export interface WordMatch {
  typos: number;
  quality: number;
}

/** The terms of a document, each with the first (most important) field it appears in. */
function documentTerms(
  doc: Record<string, unknown>,
  fields: readonly string[],
): Map<string, number> {
  const seen = new Map<string, number>();
  fields.forEach((field, fieldIndex) => {
    const value = doc[field];
    if (value === null || value === undefined) return;
    for (const term of tokenize(String(value))) if (!seen.has(term)) seen.set(term, fieldIndex);
  });
  return seen;
}

/** Postings of documents at the given positions, in position order. */
function collectPostings(
  documents: Iterable<{ position: number; doc: Record<string, unknown> }>,
  fields: readonly string[],
): Map<string, { positions: number[]; fields: number[] }> {
  const building = new Map<string, { positions: number[]; fields: number[] }>();
  for (const { position, doc } of documents) {
    for (const [term, fieldIndex] of documentTerms(doc, fields)) {
      let list = building.get(term);
      if (!list) building.set(term, (list = { positions: [], fields: [] }));
      list.positions.push(position);
      list.fields.push(fieldIndex);
    }
  }
  return building;
}

/**
 * A term's postings after a change: the positions kept moved to where `moved` says (-1: the
 * document left), merged in order with those of the documents that came in (in place when
 * nothing came in or left). Null when no document holds the term any more.
 */
function movePostings(
  postings: Postings | undefined,
  moved: Int32Array,
  added: { positions: number[]; fields: number[] } | undefined,
): Postings | null {
  const old = postings?.positions ?? new Int32Array(0);
  const oldFields = postings?.fields ?? new Uint8Array(0);
  const addedCount = added?.positions.length ?? 0;
  let kept = 0;
  for (let i = 0; i < old.length; i += 1) if (moved[old[i]!]! >= 0) kept += 1;
  if (postings && kept === old.length && addedCount === 0) {
    // the usual term: its documents only moved; in place, in the same order
    for (let i = 0; i < old.length; i += 1) old[i] = moved[old[i]!]!;
    return postings;
  }
  const total = kept + addedCount;
  if (total === 0) return null;
  const positions = new Int32Array(total);
  const fields = new Uint8Array(total);
  let i = 0;
  let j = 0;
  let k = 0;
  // the kept positions stay in order (a move keeps the documents' order), as do the added
  while (k < total) {
    while (i < old.length && moved[old[i]!]! < 0) i += 1;
    const next = i < old.length ? moved[old[i]!]! : Number.POSITIVE_INFINITY;
    if (j < addedCount && added!.positions[j]! < next) {
      positions[k] = added!.positions[j]!;
      fields[k] = added!.fields[j]!;
      j += 1;
    } else {
      positions[k] = next;
      fields[k] = oldFields[i]!;
      i += 1;
    }
    k += 1;
  }
  return { positions, fields };
}

export class TextIndex {
  /** the vocabulary as a radix tree, for the terms a prefix reaches */
  private readonly terms = new SearchableMap<Postings>();
  /** the same postings by term: a change walks them all */
  private readonly postings = new Map<string, Postings>();
  private readonly vocabulary: TypoVocabulary;
  private readonly fieldWeights: number[];

  constructor(
    private readonly fields: readonly string[],
    documents: readonly Record<string, unknown>[],
  ) {
    // earlier fields weigh more: a match in make beats one in the dealer comments
    this.fieldWeights = fields.map((_, i) => fields.length - i);
    const building = collectPostings(
      documents.map((doc, position) => ({ position, doc })),
      fields,
    );
    for (const [term, list] of building) {
      const postings = {
        positions: Int32Array.from(list.positions),
        fields: Uint8Array.from(list.fields),
      };
      this.terms.set(term, postings);
      this.postings.set(term, postings);
    }
    this.vocabulary = new TypoVocabulary(building.keys());
  }

  /**
   * Changes the indexed documents in place, as if the index were built again from the new
   * list: `moved[p]` is the new position of the document that was at p (-1 when it left), and
   * `added` the documents that came in, at their new positions. A term no document holds any
   * more leaves the vocabulary (it no longer counts toward the typo limits); a new term joins.
   */
  applyChanges(
    moved: Int32Array,
    added: readonly { position: number; doc: Record<string, unknown> }[],
  ): void {
    const incoming = collectPostings(
      added.slice().sort((a, b) => a.position - b.position),
      this.fields,
    );
    const gone: string[] = [];
    for (const [term, postings] of this.postings) {
      const next = movePostings(postings, moved, incoming.get(term));
      if (!next) gone.push(term);
      else if (next !== postings) Object.assign(postings, next); // the radix tree holds it too
    }
    for (const term of gone) {
      this.postings.delete(term);
      this.terms.delete(term);
      this.vocabulary.remove(term);
    }
    for (const [term, list] of incoming) {
      if (this.postings.has(term)) continue;
      const postings = movePostings(undefined, moved, list)!;
      this.postings.set(term, postings);
      this.terms.set(term, postings);
      this.vocabulary.add(term);
    }
  }

  /** Vocabulary terms a query word reaches, with their typos and how good a match each is. */
  expand(word: string, isLast: boolean): Map<string, WordMatch> {
    const found = new Map<string, WordMatch>();
    if (this.postings.has(word)) found.set(word, { typos: 0, quality: EXACT_QUALITY });
    // Meilisearch's prefix search: only the last word, and not an overlong one
    const asPrefix = isLast && !isOverlong(word);
    if (asPrefix) {
      for (const [term] of this.terms.atPrefix(word)) {
        if (!found.has(term)) found.set(term, { typos: 0, quality: PREFIX_QUALITY });
      }
    }
    for (const [term, typos] of this.vocabulary.typoTerms(word, typoBudget(word), asPrefix)) {
      if (!found.has(term)) found.set(term, { typos, quality: TYPO_QUALITY });
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
    const step = typoRankStep(words.length, this.fieldWeights[0] ?? 0);
    let scores: Map<number, number> | null = null;
    words.forEach((word, index) => {
      // per document, the word's best match: fewest typos, then the best attribute
      const wordScores = new Map<number, number>();
      for (const [term, { typos, quality }] of this.expand(word, index === words.length - 1)) {
        const postings = this.postings.get(term)!;
        let used = false;
        for (let i = 0; i < postings.positions.length; i += 1) {
          const field = postings.fields[i]!;
          if (allowedFields && !allowedFields.has(field)) continue;
          const position = postings.positions[i]!;
          const score = quality * this.fieldWeights[field]! - typos * step;
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
    const found: Map<number, number> = scores ?? new Map();
    return {
      scores: found,
      typosOf: (position) => typosInRelevance(found.get(position) ?? 0, step),
      matched,
    };
  }
}
