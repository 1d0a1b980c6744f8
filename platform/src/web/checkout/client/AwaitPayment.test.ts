import { describe, expect, it } from 'vitest';
import { nextLookHref } from './AwaitPayment';

describe('nextLookHref', () => {
  const page = 'https://site.example/cars/x/checkout/confirmation?reservation=r1';
  it('counts the looks in the address and stops at the last', () => {
    expect(nextLookHref(page, 3)).toBe(`${page}&look=1`);
    expect(nextLookHref(`${page}&look=2`, 3)).toBe(`${page}&look=3`);
    expect(nextLookHref(`${page}&look=3`, 3)).toBeNull();
  });
  it('takes no look for a count it cannot read', () => {
    expect(nextLookHref(`${page}&look=-1`, 3)).toBeNull();
    expect(nextLookHref(`${page}&look=x`, 3)).toBeNull();
  });
});
