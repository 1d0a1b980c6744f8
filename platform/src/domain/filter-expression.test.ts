import { describe, expect, it } from 'vitest';
import {
  FilterExpressionError,
  filterAttributes,
  MAX_FILTER_DEPTH,
  MAX_FILTER_TOKENS,
  parseFilter,
  parseFilterExpression,
} from './filter-expression';

describe('parseFilterExpression', () => {
  it.each([
    ['make = Toyota', { kind: 'compare', attribute: 'make', op: '=', value: 'Toyota' }],
    ['price >= 5000', { kind: 'compare', attribute: 'price', op: '>=', value: '5000' }],
    ['make != "Land Rover"', { kind: 'compare', attribute: 'make', op: '!=', value: 'Land Rover' }],
    [
      "'make model' = 'a \\'b'",
      { kind: 'compare', attribute: 'make model', op: '=', value: "a 'b" },
    ],
    ['price 5000 TO 10000', { kind: 'range', attribute: 'price', from: '5000', to: '10000' }],
    ['make IN [Toyota, "Mazda"]', { kind: 'in', attribute: 'make', values: ['Toyota', 'Mazda'] }],
    ['make IN []', { kind: 'in', attribute: 'make', values: [] }],
    [
      'make NOT IN [Kia]',
      { kind: 'not', node: { kind: 'in', attribute: 'make', values: ['Kia'] } },
    ],
    ['file EXISTS', { kind: 'exists', attribute: 'file' }],
    ['file NOT EXISTS', { kind: 'not', node: { kind: 'exists', attribute: 'file' } }],
    ['badge IS NULL', { kind: 'isNull', attribute: 'badge' }],
    ['badge IS NOT NULL', { kind: 'not', node: { kind: 'isNull', attribute: 'badge' } }],
    ['badge is empty', { kind: 'isEmpty', attribute: 'badge' }],
    ['badge IS NOT EMPTY', { kind: 'not', node: { kind: 'isEmpty', attribute: 'badge' } }],
    [
      'NOT make = Kia',
      { kind: 'not', node: { kind: 'compare', attribute: 'make', op: '=', value: 'Kia' } },
    ],
  ])('%s', (source, expected) => {
    expect(parseFilterExpression(source)).toEqual(expected);
  });

  it('binds AND tighter than OR, and honours parentheses', () => {
    expect(parseFilterExpression('a = 1 OR b = 2 AND c = 3')).toEqual({
      kind: 'or',
      nodes: [
        { kind: 'compare', attribute: 'a', op: '=', value: '1' },
        {
          kind: 'and',
          nodes: [
            { kind: 'compare', attribute: 'b', op: '=', value: '2' },
            { kind: 'compare', attribute: 'c', op: '=', value: '3' },
          ],
        },
      ],
    });
    expect(parseFilterExpression('(a = 1 OR b = 2) AND c = 3')).toMatchObject({
      kind: 'and',
      nodes: [{ kind: 'or' }, { kind: 'compare', attribute: 'c' }],
    });
  });

  it('treats a blank filter as no filter', () => {
    expect(parseFilterExpression('   ')).toBeNull();
  });

  it.each([
    ['make =', /Was expecting a value at position 7/],
    ['make', /Was expecting an operation/],
    ['(make = Kia', /missing a closing `\)`/],
    ['make = "Kia', /missing a closing quote/],
    ['make IN [Kia', /Expected matching `\]` or `,`/],
    ['make = Kia OR', /Was expecting a condition/],
    ['make = Kia Mazda', /Found unexpected characters at position 12/],
    ['make ! Kia', /Was expecting `!=`/],
    ['= Kia', /Was expecting an attribute name at position 1/],
    ['badge IS FULL', /Was expecting `NULL` or `EMPTY`/],
  ])('%s is an invalid_search_filter error that says where', (source, message) => {
    try {
      parseFilterExpression(source);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(FilterExpressionError);
      expect((error as FilterExpressionError).message).toMatch(message);
    }
  });
});

describe('parseFilter (array forms)', () => {
  it('ANDs the outer level and ORs inner arrays', () => {
    expect(parseFilter(['make = Kia', ['year = 2020', 'year = 2021']])).toEqual({
      kind: 'and',
      nodes: [
        { kind: 'compare', attribute: 'make', op: '=', value: 'Kia' },
        {
          kind: 'or',
          nodes: [
            { kind: 'compare', attribute: 'year', op: '=', value: '2020' },
            { kind: 'compare', attribute: 'year', op: '=', value: '2021' },
          ],
        },
      ],
    });
  });

  it.each([[42], [{ make: 'Kia' }], [[[['a = 1']]]], [[1]]])('refuses %j', (input) => {
    expect(() => parseFilter(input)).toThrow(FilterExpressionError);
  });

  it('lists the attributes a filter names', () => {
    expect([...filterAttributes(parseFilter('a = 1 AND (NOT b EXISTS OR c IN [1])'))]).toEqual([
      'a',
      'b',
      'c',
    ]);
  });
});

describe('filter limits (a hostile filter is refused, never a crash)', () => {
  const invalid = (source: string) => {
    try {
      parseFilterExpression(source);
    } catch (error) {
      return error instanceof FilterExpressionError ? 'refused' : 'other error';
    }
    return 'parsed';
  };

  it.each([
    ['20,000 nested parentheses', `${'('.repeat(20_000)}make = Ford${')'.repeat(20_000)}`],
    ['20,000 unclosed parentheses', '('.repeat(20_000)],
    ['20,000 NOTs', `${'NOT '.repeat(20_000)}make = Ford`],
    [
      'one level too deep',
      `${'('.repeat(MAX_FILTER_DEPTH + 1)}a = 1${')'.repeat(MAX_FILTER_DEPTH + 1)}`,
    ],
    [
      'too many terms',
      Array.from({ length: MAX_FILTER_TOKENS }, (_, i) => `a = ${i}`).join(' OR '),
    ],
  ])('refuses %s with a filter error', (_name, source) => {
    expect(invalid(source)).toBe('refused');
  });

  it('accepts filters at the depth limit', () => {
    const source = `${'('.repeat(MAX_FILTER_DEPTH)}a = 1${')'.repeat(MAX_FILTER_DEPTH)}`;
    expect(parseFilterExpression(source)).toEqual({
      kind: 'compare',
      attribute: 'a',
      op: '=',
      value: '1',
    });
  });

  it('says why a deep filter is refused', () => {
    expect(() => parseFilter([`${'('.repeat(1_000)}a = 1`])).toThrow(/maximum depth limit/);
  });
});
