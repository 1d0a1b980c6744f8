import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import {
  createProgressReporter,
  durationText,
  progressBar,
  progressLine,
  rowsPerSecond,
  secondsLeft,
  summaryLines,
} from './import-progress';

describe('import progress', () => {
  it.each([
    [0, 1000, 0],
    [500, 1000, 500],
    [1234, 2000, 617],
    [10, 0, 0],
  ])('%i rows in %i ms is %i rows/s', (done, ms, rate) => {
    expect(rowsPerSecond(done, ms)).toBe(rate);
  });

  it.each([
    [{ done: 2500, total: 10_000 }, 5000, 15],
    [{ done: 10_000, total: 10_000 }, 5000, 0],
    [{ done: 0, total: 10_000 }, 5000, null],
    [{ done: 100, total: null }, 5000, null],
  ])('%o after %i ms leaves %s s', (progress, ms, left) => {
    expect(secondsLeft(progress, ms)).toBe(left);
  });

  it.each([
    [5, '5 s'],
    [65, '1 min 05 s'],
    [600, '10 min 00 s'],
  ])('%i s reads %s', (s, text) => expect(durationText(s)).toBe(text));

  it('draws a bar with rows/s and the time left', () => {
    expect(progressBar({ done: 4000, total: 10_000 }, 2000, 10)).toBe(
      '[####------] 4,000/10,000 rows  2,000 rows/s  ETA 3 s',
    );
    expect(progressBar({ done: 40, total: null }, 1000)).toBe('40 rows  40 rows/s');
    expect(progressLine({ done: 4000, total: 10_000 }, 2000)).toBe(
      'Imported 4,000 of 10,000 rows (2,000 rows/s)',
    );
  });

  it('prints each rejected row, each held car a replace kept, then the counts', () => {
    expect(
      summaryLines({
        rows: 12,
        added: 3,
        updated: 1,
        unchanged: 6,
        sold: 2,
        held: ['A17'],
        rejected: [
          { row: 4, field: 'price', reason: 'Expected a number' },
          { row: 9, field: 'images.1', reason: 'Expected a web address (https://...)' },
        ],
      }),
    ).toEqual([
      'row 4, price: Expected a number',
      'row 9, images.1: Expected a web address (https://...)',
      'stock A17: not in the feed, but a shopper holds it online, so it is not marked sold (its reservation: leads-cli.ts --reservations)',
      '12 rows: 3 added, 1 updated, 6 unchanged, 2 sold, 2 rejected.',
    ]);
  });

  it('redraws in place on a terminal and writes a line at most a second otherwise', () => {
    let t = 0;
    const read = (stream: PassThrough) => String(stream.read() ?? '');
    const terminal = new PassThrough();
    const bar = createProgressReporter(terminal, true, () => t);
    t = 1000;
    bar.update({ done: 1000, total: 2000 });
    bar.update({ done: 2000, total: 2000 });
    bar.done();
    expect(read(terminal).split('\r').filter(Boolean)).toHaveLength(2);
    const log = new PassThrough();
    const lines = createProgressReporter(log, false, () => t); // started at 1 s
    t = 1500;
    lines.update({ done: 1000, total: 3000 });
    t = 1800;
    lines.update({ done: 2000, total: 3000 }); // within the second: not written
    lines.update({ done: 3000, total: 3000 }); // the end always is
    expect(read(log).trim().split('\n')).toEqual([
      'Imported 1,000 of 3,000 rows (2,000 rows/s)',
      'Imported 3,000 of 3,000 rows (3,750 rows/s)',
    ]);
  });
});
