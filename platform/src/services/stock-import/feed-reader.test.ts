import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkFeedRow } from '../../domain/stock-feed';
import {
  countCsvRows,
  FeedError,
  feedFormatOf,
  parseFeedMapping,
  readCsvFeed,
  readFeedText,
  readJsonFeed,
} from './feed-reader';

const docs = path.resolve(import.meta.dirname, '../../../../docs/stock');

async function all<T>(items: AsyncIterable<T> | Iterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of items) out.push(item);
  return out;
}

describe('reading a feed', () => {
  it('numbers CSV rows as the spreadsheet does (the header is row 1), quoted line breaks and all', async () => {
    const csv = 'stocknum,dealercomments,price\nA1,"two\nlines",100\n\nA2,plain,"1,200"\n';
    expect(await all(readCsvFeed(csv))).toEqual([
      { row: 2, record: { stocknum: 'A1', dealercomments: 'two\nlines', price: '100' } },
      { row: 3, record: { stocknum: 'A2', dealercomments: 'plain', price: '1,200' } },
    ]);
    expect(countCsvRows(csv)).toBe(2);
  });

  it('numbers JSON rows from 1, and takes { "cars": [...] } too', () => {
    const rows = [...readJsonFeed(JSON.stringify({ cars: [{ stocknum: 'A1' }, 'not a car'] }))];
    expect(rows).toEqual([
      { row: 1, record: { stocknum: 'A1' } },
      { row: 2, record: {} },
    ]);
    expect(() => [...readJsonFeed('{"cars": 3}')]).toThrow(FeedError);
    expect(() => [...readJsonFeed('[{')]).toThrow(FeedError);
  });

  it.each([
    ['stock.json', '', 'json'],
    ['https://dms.example.com/export?format=csv', 'stocknum,price', 'csv'],
    ['https://dms.example.com/export', '  [{"stocknum": "A1"}]', 'json'],
    ['feed.csv', '[', 'csv'],
  ])('%s (%s) is %s', (name, text, format) => expect(feedFormatOf(name, text)).toBe(format));

  it('explains a mapping file it cannot use', () => {
    expect(() => parseFeedMapping('{')).toThrow(/not valid JSON/);
    expect(() => parseFeedMapping('{"columns": {"Price": "cost"}}')).toThrow(
      /mapping file's columns.Price/,
    );
  });

  // the files the README shows
  it('reads the example feed and the DMS export with its mapping, every row good', async () => {
    const example = readFeedText(
      fs.readFileSync(path.join(docs, 'example-feed.csv'), 'utf8'),
      'csv',
    );
    const mapping = parseFeedMapping(fs.readFileSync(path.join(docs, 'dms-mapping.json'), 'utf8'));
    const export_ = readFeedText(
      fs.readFileSync(path.join(docs, 'dms-export.csv'), 'utf8'),
      'csv',
      mapping,
    );
    const rows = [...(await all(example.records)), ...(await all(export_.records))];
    expect(example.total).toBe(6);
    const checked = rows.map(({ row, record }) => checkFeedRow(row, record));
    expect(checked.filter((c) => !c.ok)).toEqual([]);
    const cars = checked.flatMap((c) => (c.ok ? [c.car] : []));
    expect(cars.find((c) => c.stocknum === 'HCC2001')).toMatchObject({
      car_type: 'used',
      price: 29990,
      location: 'Harbour City Cars - Sales',
      images: [
        'https://cdn.example.com/harbour-city-cars/HCC2001-1.jpg',
        'https://cdn.example.com/harbour-city-cars/HCC2001-2.jpg',
      ],
    });
  });
});
