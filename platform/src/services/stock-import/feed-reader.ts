import 'server-only';
import { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import {
  type FeedMapping,
  feedMappingSchema,
  mapFeedRecord,
  noFeedMapping,
} from '../../domain/stock-feed';

// Reading a dealer's feed: CSV (streamed, a header row naming the columns) or JSON (an array of
// cars, or { "cars": [...] }), each record renamed by the mapping file. Row numbers are what the
// dealer sees: in a CSV the spreadsheet's row (the header is row 1, the first car row 2), in
// JSON the car's place in the list (the first car is row 1).

/** One record of a feed, in our field names, with its row number. */
export interface FeedRecord {
  row: number;
  record: Record<string, unknown>;
}

export type FeedFormat = 'csv' | 'json';

/** A feed that cannot be read at all (not a row of it: the whole file). */
export class FeedError extends Error {
  override name = 'FeedError';
}

/** The format of a feed by its name (or address), else by its first character. */
export function feedFormatOf(name: string, firstText = ''): FeedFormat {
  const plain = name.split(/[?#]/)[0]!.toLowerCase();
  if (plain.endsWith('.json') || plain.endsWith('.ndjson')) return 'json';
  if (plain.endsWith('.csv') || plain.endsWith('.txt')) return 'csv';
  return /^\s*[[{]/.test(firstText) ? 'json' : 'csv';
}

/** A mapping file's text, checked (a mistake in it is a FeedError naming the entry). */
export function parseFeedMapping(text: string): FeedMapping {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new FeedError(`The mapping file is not valid JSON: ${(error as Error).message}`);
  }
  const parsed = feedMappingSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new FeedError(
      `The mapping file's ${issue.path.join('.') || 'content'}: ${issue.message}`,
    );
  }
  return parsed.data;
}

/** The records of a CSV feed, streamed. */
export async function* readCsvFeed(
  input: Readable | string,
  mapping: FeedMapping = noFeedMapping,
): AsyncGenerator<FeedRecord> {
  const parser = parse({
    columns: (header: string[]) => header.map((column) => column.trim()),
    bom: true,
    skip_empty_lines: true,
    relax_column_count: true,
    trim: true,
  });
  const source = typeof input === 'string' ? Readable.from([input]) : input;
  source.on('error', (error) => parser.destroy(error));
  source.pipe(parser);
  let row = 1; // the header row
  try {
    for await (const record of parser as AsyncIterable<Record<string, string>>) {
      row += 1;
      yield { row, record: mapFeedRecord(record, mapping) };
    }
  } catch (error) {
    throw new FeedError(`The CSV cannot be read after row ${row}: ${(error as Error).message}`);
  }
}

/** The cars of a JSON feed: an array, or an object with the array under `cars` or `rows`. */
export function jsonFeedCars(json: unknown): unknown[] {
  if (Array.isArray(json)) return json;
  if (json && typeof json === 'object') {
    const { cars, rows } = json as { cars?: unknown; rows?: unknown };
    if (Array.isArray(cars)) return cars;
    if (Array.isArray(rows)) return rows;
  }
  throw new FeedError('The JSON feed must be a list of cars, or an object with a "cars" list.');
}

/** The records of a JSON feed (a row that is not an object is an empty record: rejected). */
export function* readJsonFeed(
  text: string,
  mapping: FeedMapping = noFeedMapping,
): Generator<FeedRecord> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new FeedError(`The feed is not valid JSON: ${(error as Error).message}`);
  }
  const cars = jsonFeedCars(json);
  for (const [i, car] of cars.entries()) {
    const record =
      car && typeof car === 'object' && !Array.isArray(car)
        ? mapFeedRecord(car as Record<string, unknown>, mapping)
        : {};
    yield { row: i + 1, record };
  }
}

/** How many car rows a feed has, when cheaply known (a JSON list), for the progress bar. */
export function countCsvRows(text: string): number {
  let lines = 0;
  let quoted = false;
  let content = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 34) quoted = !quoted;
    else if (c === 10 && !quoted) {
      if (content) lines += 1;
      content = false;
      continue;
    }
    if (c !== 13 && c !== 32) content = true;
  }
  if (content) lines += 1;
  return Math.max(0, lines - 1);
}

/** Every record of a feed held in memory (a file read, or a download), by its format. */
export function readFeedText(
  text: string,
  format: FeedFormat,
  mapping: FeedMapping = noFeedMapping,
): { records: AsyncIterable<FeedRecord> | Iterable<FeedRecord>; total: number | null } {
  if (format === 'json') {
    const records = [...readJsonFeed(text, mapping)];
    return { records, total: records.length };
  }
  return { records: readCsvFeed(text, mapping), total: countCsvRows(text) };
}
