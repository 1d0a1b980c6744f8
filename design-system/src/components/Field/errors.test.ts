import fc from 'fast-check';
import { type FieldErrors } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { type FieldErrorEntry, inFieldOrder, listFieldErrors } from './errors';

const error = (message: string) => ({ type: 'custom', message });

describe('listFieldErrors', () => {
  it.each<[string, FieldErrors, FieldErrorEntry[]]>([
    ['no errors', {}, []],
    [
      'one field',
      { name: error('First Name is required.') },
      [{ name: 'name', message: 'First Name is required.' }],
    ],
    [
      'nested and array fields, by dotted name',
      {
        contact: { email: error('Email Address is required.') },
        items: [undefined, { qty: error('Must be at least 1.') }],
      } as unknown as FieldErrors,
      [
        { name: 'contact.email', message: 'Email Address is required.' },
        { name: 'items.1.qty', message: 'Must be at least 1.' },
      ],
    ],
    ['the form-level root error is left to the form alert', { root: error('Server down') }, []],
    ['an error without a message is not listed', { terms: { type: 'required', message: '' } }, []],
  ])('%s', (_case, errors, expected) => expect(listFieldErrors(errors)).toEqual(expected));

  it('ignores the element references react-hook-form keeps on an error', () => {
    const errors = {
      email: { ...error('Please enter a valid email address.'), ref: { name: 'email' } },
    } as FieldErrors;
    expect(listFieldErrors(errors)).toEqual([
      { name: 'email', message: 'Please enter a valid email address.' },
    ]);
  });
});

describe('inFieldOrder', () => {
  const entry = (name: string): FieldErrorEntry => ({ name, message: `${name} is wrong` });

  it.each([
    [
      ['postcode', 'name'],
      ['name', 'email', 'postcode'],
      ['name', 'postcode'],
    ],
    [['hidden', 'name'], ['name'], ['name', 'hidden']],
    [['b', 'a'], [], ['b', 'a']],
  ])('orders %j by the fields %j as %j', (names, order, expected) =>
    expect(inFieldOrder(names.map(entry), order).map((e) => e.name)).toEqual(expected),
  );

  it('only reorders: every entry stays, and unknown fields keep their order after the rest', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.constantFrom<string>('a', 'b', 'c', 'd', 'e', 'f')),
        fc.uniqueArray(fc.constantFrom<string>('a', 'b', 'c', 'd')),
        (names, order) => {
          const sorted = inFieldOrder(names.map(entry), order).map((e) => e.name);
          expect([...sorted].sort()).toEqual([...names].sort());
          const known = sorted.filter((name) => order.includes(name));
          expect(known).toEqual(order.filter((name) => names.includes(name)));
          const unknown = sorted.slice(known.length);
          expect(unknown).toEqual(names.filter((name) => !order.includes(name)));
        },
      ),
    );
  });
});
