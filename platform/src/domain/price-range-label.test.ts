import { describe, expect, it } from 'vitest';
import { leadFormSchema } from './lead-forms';
import { budgetFromLabel } from './price-range-label';
import { priceRange } from './stock-document';

describe('budgetFromLabel (spec §4 the number before a dash or "to")', () => {
  it.each([
    ['$20,000 - $30,000', 20_000],
    ['$20,000-$30,000', 20_000],
    ['$20,000 – $30,000', 20_000],
    ['20k to 30k', 20_000],
    ['20K TO 30K', 20_000],
    ['$25,000', 25_000],
    ['25000', 25_000],
    ['19999.6', 20_000],
    ['$100,000+', 100_000],
    ['Under $10,000', 10_000],
    ['  $7,500 to $9,000 ', 7_500],
    ['0', 0],
    ['-5', null],
    ['lots', null],
    ['', null],
    ['to 30k', null],
    ['12 kilometres', 12],
  ])('%j is %s', (label, expected) => {
    expect(budgetFromLabel(label)).toBe(expected);
  });

  it("reads every price-range facet's label as the band's lower amount", () => {
    for (const price of [9_999, 15_000, 45_000, 80_000, 150_000]) {
      const label = priceRange(price)!;
      const amount = budgetFromLabel(label)!;
      expect(amount, label).toBeGreaterThan(0);
      expect(label.startsWith('Under') ? amount > price : amount <= price, label).toBe(true);
    }
  });
});

describe("a finance enquiry's budget", () => {
  const { shape } = leadFormSchema('finance-enquiry') as unknown as {
    shape: Record<string, { safeParse: (value: unknown) => { success: boolean; data?: unknown } }>;
  };
  const budgetOf = (vehiclePriceBudget: unknown) =>
    shape.vehiclePriceBudget!.safeParse(vehiclePriceBudget);

  it.each([
    ['$20,000 - $30,000', 20_000],
    ['20k to 30k', 20_000],
    ['25000', 25_000],
    [25_000, 25_000],
    [undefined, undefined],
  ])('%j arrives as %s', (value, expected) => {
    expect(budgetOf(value)).toMatchObject({ success: true, data: expected });
  });

  it('refuses what has no amount before its dash', () => {
    expect(budgetOf('lots').success).toBe(false);
    expect(budgetOf('-5').success).toBe(false);
  });
});
