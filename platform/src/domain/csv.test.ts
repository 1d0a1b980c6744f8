import { parse as parseCsv } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { csvCell, csvDocument, csvRow } from './csv';

describe('csvCell', () => {
  it.each([
    ['plain', 'plain'],
    ['丰田 & co', '丰田 & co'],
    [null, ''],
    [undefined, ''],
    [42, '42'],
    // quoted when it holds a comma, a quote, a line break or edge spaces
    ['a, b', '"a, b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['two\r\nlines', '"two\r\nlines"'],
    [' edge', '" edge"'],
    ['edge ', '"edge "'],
    // a formula is written as text
    ['=SUM(A1:A9)', "'=SUM(A1:A9)"],
    ['=HYPERLINK("x")', '"\'=HYPERLINK(""x"")"'],
    ['+61 412 345 678', "'+61 412 345 678"],
    ['-1+2', "'-1+2"],
    ['- One owner', "'- One owner"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1', "'\t=1"],
    ['\r=1', '"\'\r=1"'],
    // a plain number is left a number: Meta reads latitude and longitude as numbers
    ['-31.89', '-31.89'],
    [-31.89, '-31.89'],
    ['-5', '-5'],
    ['28990.00 AUD', '28990.00 AUD'],
    ['a=b', 'a=b'],
  ])('csvCell(%j) is %j', (value, cell) => expect(csvCell(value)).toBe(cell));
});

describe('csvDocument', () => {
  it('writes a header and a row each with CRLF line ends', () => {
    expect(csvRow(['a', 1, null, 'b,c'])).toBe('a,1,,"b,c"');
    expect(
      csvDocument(
        ['name', 'note'],
        [
          ['x', 'y'],
          ['z', null],
        ],
      ),
    ).toBe('name,note\r\nx,y\r\nz,\r\n');
  });

  it('a CSV parser reads back each cell, a formula with its apostrophe', () => {
    const cells = ['Hi,\nthere', 'say "hi"', ' edge ', '=1+1', '-31.89', '丰田'];
    const [row] = parseCsv(csvDocument(['a', 'b', 'c', 'd', 'e', 'f'], [cells]), {
      columns: true,
    }) as Record<string, string>[];
    expect(Object.values(row!)).toEqual([
      'Hi,\nthere',
      'say "hi"',
      ' edge ',
      "'=1+1",
      '-31.89',
      '丰田',
    ]);
  });
});
