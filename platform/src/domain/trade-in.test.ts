import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CarStatus, carStatuses } from './entities';
import { POSTCODE_MESSAGE, TERMS_MESSAGE } from './lead-forms';
import {
  type AdjustmentAnswers,
  conditionAnswerSummary,
  conditionFactor,
  type ConditionQuestion,
  conditionQuestions,
  DEALERSHIP_MESSAGE,
  kilometresFactor,
  kmsSchema,
  KMS_NEGATIVE_MESSAGE,
  KMS_NUMBER_MESSAGE,
  KMS_REQUIRED_MESSAGE,
  KMS_TOO_MANY_MESSAGE,
  KMS_WHOLE_MESSAGE,
  normaliseRego,
  onlineEstimateOffered,
  REGO_INVALID_MESSAGE,
  REGO_REQUIRED_MESSAGE,
  REGO_STATE_MESSAGE,
  regoSchema,
  TRADE_IN_OFFER_ACCEPTED_EVENT,
  tradeInButtonShown,
  tradeInConditionStepSchema,
  tradeInDetailsFormSchema,
  tradeInDetailsStepSchema,
  tradeInKilometresStepSchema,
  tradeInLeadSubcategories,
  tradeInPagePath,
  tradeInStepSchemas,
  tradeInVehicleStepSchema,
  tradeInWizardSchema,
  tradeInWizardSteps,
  tradeInYear,
  valuationEstimate,
  vehicleAgeYears,
} from './trade-in';
import { testSite } from './vehicle-page.fixtures';

const now = new Date('2026-06-15T02:00:00Z'); // 15 June 2026 in Sydney

/** The answers of a typical example: every adjustment 0. */
const typical: AdjustmentAnswers = {
  accidentHistory: 'none',
  mechanicalIssues: 'none',
  bodyCondition: 'good',
  interiorCondition: 'good',
  serviceHistory: 'full',
  keys: 'two-or-more',
};

const questions: readonly ConditionQuestion[] = conditionQuestions;

const answersArbitrary: fc.Arbitrary<AdjustmentAnswers> = fc.record(
  Object.fromEntries(
    questions.map((q) => [q.id, fc.constantFrom(...q.answers.map((a) => a.value))]),
  ),
) as unknown as fc.Arbitrary<AdjustmentAnswers>;

function firstMessage(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? null : (result.error?.issues[0]?.message ?? null);
}

describe('tradeInPagePath (spec §2 trade-in routes)', () => {
  it.each([
    ['the default: /trade-in', {}, {}, '/trade-in'],
    ['the first page the site offers', {}, { pages: ['sell-my-car', 'trade-in'] }, '/sell-my-car'],
    ['/sell-your-car only', {}, { pages: ['sell-your-car'] }, '/sell-your-car'],
    ['no trade-in page: no valuation', {}, { pages: [] }, null],
    ['the trade-in switch off', { tradeIn: false }, {}, null],
  ] as const)('%s', (_name, features, tradeIn, expected) => {
    const site = testSite({
      features: features as { tradeIn?: boolean },
      tradeIn: tradeIn as { pages?: ('trade-in' | 'sell-my-car' | 'sell-your-car')[] },
    });
    expect(tradeInPagePath(site)).toBe(expected);
  });
});

describe('tradeInButtonShown (spec §5 trade-in rule)', () => {
  const offers = testSite();
  const switchOff = testSite({ features: { tradeIn: false } });
  const noPages = testSite({ tradeIn: { pages: [] } });
  it.each<[string, ReturnType<typeof testSite>, CarStatus, boolean]>([
    ['offered, in stock', offers, 'in_stock', true],
    ['offered, coming soon (counts as in stock)', offers, 'coming_soon', true],
    ['offered, sold: nothing to trade against', offers, 'sold', false],
    ['the trade-in switch off', switchOff, 'in_stock', false],
    ['no trade-in page', noPages, 'in_stock', false],
  ])('%s -> %s', (_name, site, status, expected) => {
    expect(tradeInButtonShown(site, { status })).toBe(expected);
  });

  it('shows only where the site has a trade-in page, and never for a sold car', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.subarray(['trade-in', 'sell-my-car', 'sell-your-car'] as const),
        fc.constantFrom(...carStatuses),
        (tradeIn, pages, status) => {
          const site = { features: { tradeIn }, tradeIn: { pages } };
          const shown = tradeInButtonShown(site, { status });
          expect(shown).toBe(tradeInPagePath(site) !== null && status !== 'sold');
          if (shown) expect(tradeIn && pages.length > 0).toBe(true);
        },
      ),
    );
  });
});

describe('onlineEstimateOffered (spec §9 trade-in guidance)', () => {
  it.each([
    ['2 years, 30,000 km', 2024, 30_000, true],
    ['exactly 7 years old (2019 in 2026)', 2019, 60_000, true],
    ['8 years old (2018 in 2026)', 2018, 60_000, false],
    ['exactly 100,000 km', 2022, 100_000, true],
    ['100,001 km', 2022, 100_001, false],
    ['7 years and 100,000 km', 2019, 100_000, true],
    ['over both', 2012, 250_000, false],
    ['next year’s model, delivered early', 2027, 10, true],
    ['0 km', 2026, 0, true],
  ])('%s -> %s', (_name, year, km, expected) => {
    expect(onlineEstimateOffered({ year, km }, now)).toBe(expected);
  });

  it.each([
    ['23:59:59 on 31 December 2026 in Sydney: a 2019 car is 7', '2026-12-31T12:59:59Z', true],
    ['midnight on 1 January 2027 in Sydney: a 2019 car is 8', '2026-12-31T13:00:00Z', false],
  ])('judges the year in Sydney: %s', (_name, at, expected) => {
    expect(tradeInYear(new Date(at))).toBe(expected ? 2026 : 2027);
    expect(onlineEstimateOffered({ year: 2019, km: 50_000 }, new Date(at))).toBe(expected);
  });

  it('never takes the offer away from a newer vehicle or one with fewer kilometres', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1990, max: 2027 }),
        fc.integer({ min: 0, max: 400_000 }),
        fc.integer({ min: 0, max: 10 }),
        fc.integer({ min: 0, max: 100_000 }),
        (year, km, newer, fewer) => {
          if (!onlineEstimateOffered({ year, km }, now)) return;
          expect(
            onlineEstimateOffered({ year: year + newer, km: Math.max(0, km - fewer) }, now),
          ).toBe(true);
        },
      ),
    );
  });

  it('gives an age in whole years, never below 0', () => {
    expect(vehicleAgeYears(2019, now)).toBe(7);
    expect(vehicleAgeYears(2027, now)).toBe(0);
  });
});

describe('the wizard’s steps', () => {
  it('runs vehicle, kilometres, condition, details, valuation', () => {
    expect(tradeInWizardSteps.map((s) => s.title)).toEqual([
      'Your Vehicle',
      'Kilometres',
      'Condition',
      'Your Details',
      'Your Valuation',
    ]);
  });

  it('has a schema for every step that asks for input, and the whole wizard is all of them', () => {
    expect(Object.keys(tradeInStepSchemas)).toEqual([
      'vehicle',
      'kilometres',
      'condition',
      'details',
    ]);
    const stepFields = [
      tradeInVehicleStepSchema,
      tradeInKilometresStepSchema,
      tradeInConditionStepSchema,
      tradeInDetailsStepSchema,
    ].flatMap((schema) => Object.keys(schema.shape));
    expect(Object.keys(tradeInWizardSchema.shape)).toEqual(stepFields);
    // spec §3 'Valuation wizard' fields and the lead payload's adjustmentAnswers
    expect(stepFields).toEqual(
      expect.arrayContaining([
        'kms',
        'regoState',
        'rego',
        'name',
        'phone',
        'email',
        'location_id',
        'adjustmentAnswers',
      ]),
    );
  });
});

describe('step 1: registration', () => {
  it.each([
    ['upper-cased', 'abc123', 'ABC123'],
    ['trimmed', '  ABC123 ', 'ABC123'],
    ['printed spaces and hyphens dropped', 'abc-12 3', 'ABC123'],
    ['one character', '7', '7'],
    ['nine characters', 'ABCDE1234', 'ABCDE1234'],
  ])('%s: %j -> %j', (_name, input, expected) => {
    expect(regoSchema.parse(input)).toBe(expected);
    expect(normaliseRego(input)).toBe(expected);
  });

  it.each([
    ['empty', '', REGO_REQUIRED_MESSAGE],
    ['only spaces', '   ', REGO_REQUIRED_MESSAGE],
    ['missing', undefined, REGO_REQUIRED_MESSAGE],
    ['ten characters', 'ABCDE12345', REGO_INVALID_MESSAGE],
    ['a symbol', 'AB#123', REGO_INVALID_MESSAGE],
    ['a letter outside A-Z', 'ÄBC123', REGO_INVALID_MESSAGE],
  ])('%s: %s', (_name, input, message) => {
    expect(firstMessage(regoSchema.safeParse(input))).toBe(message);
  });

  it.each([
    ['ACT', true],
    ['NSW', true],
    ['NT', true],
    ['QLD', true],
    ['SA', true],
    ['TAS', true],
    ['VIC', true],
    ['WA', true],
    ['NZ', false],
    ['', false],
  ])('state %j accepted: %s', (regoState, ok) => {
    const result = tradeInVehicleStepSchema.safeParse({ rego: 'ABC123', regoState });
    expect(result.success).toBe(ok);
    if (!ok) expect(firstMessage(result)).toBe(REGO_STATE_MESSAGE);
  });

  it('keeps what it accepts in registry form, and reading it again changes nothing', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 14 }), (input) => {
        const result = regoSchema.safeParse(input);
        if (!result.success) return;
        expect(result.data).toMatch(/^[A-Z0-9]{1,9}$/);
        expect(regoSchema.parse(result.data)).toBe(result.data);
      }),
    );
  });
});

describe('step 2: kilometres', () => {
  it.each([
    ['digits', '85000', 85_000],
    ['with commas', '85,000', 85_000],
    ['with spaces', ' 85 000 ', 85_000],
    ['a number', 85_000, 85_000],
    ['0', '0', 0],
    ['the most', '2,000,000', 2_000_000],
  ])('%s: %j -> %d', (_name, input, expected) => {
    expect(kmsSchema.parse(input)).toBe(expected);
  });

  it.each([
    ['empty', '', KMS_REQUIRED_MESSAGE],
    ['missing', undefined, KMS_REQUIRED_MESSAGE],
    ['null', null, KMS_REQUIRED_MESSAGE],
    ['words', 'about 80k', KMS_NUMBER_MESSAGE],
    ['a fraction', '85000.5', KMS_WHOLE_MESSAGE],
    ['below 0', '-1', KMS_NEGATIVE_MESSAGE],
    ['over 2,000,000', 2_000_001, KMS_TOO_MANY_MESSAGE],
  ])('%s: %s', (_name, input, message) => {
    expect(firstMessage(kmsSchema.safeParse(input))).toBe(message);
  });

  it('reads every whole number from 0 to 2,000,000 as typed or as written in Australia', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2_000_000 }), (kms) => {
        expect(kmsSchema.parse(kms)).toBe(kms);
        expect(kmsSchema.parse(String(kms))).toBe(kms);
        expect(kmsSchema.parse(kms.toLocaleString('en-AU'))).toBe(kms);
      }),
    );
  });
});

describe('step 3: condition questions', () => {
  it('asks 4 to 6 questions, each with distinct answers', () => {
    expect(questions.length).toBeGreaterThanOrEqual(4);
    expect(questions.length).toBeLessThanOrEqual(6);
    expect(new Set(questions.map((q) => q.id)).size).toBe(questions.length);
    for (const q of questions) {
      expect(new Set(q.answers.map((a) => a.value)).size).toBe(q.answers.length);
      expect(q.answers.length).toBeGreaterThanOrEqual(2);
    }
  });

  it('lists answers best first, and the typical answer moves nothing', () => {
    for (const q of questions) {
      const adjustments = q.answers.map((a) => a.adjustmentPercent);
      expect(adjustments).toEqual([...adjustments].sort((a, b) => b - a));
      expect(adjustments).toContain(0);
      expect(typical[q.id as keyof AdjustmentAnswers]).toBe(
        q.answers.find((a) => a.adjustmentPercent === 0)?.value,
      );
    }
    expect(conditionFactor(typical)).toBe(1);
  });

  it('needs an answer to every question, each with its own message', () => {
    const result = tradeInConditionStepSchema.safeParse({ adjustmentAnswers: {} });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual(questions.map((q) => q.message));
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(
      questions.map((q) => `adjustmentAnswers.${q.id}`),
    );
  });

  it.each([
    ['an unknown answer', { ...typical, keys: 'three' }],
    ['an unknown question', { ...typical, colour: 'red' }],
  ])('refuses %s', (_name, adjustmentAnswers) => {
    expect(tradeInConditionStepSchema.safeParse({ adjustmentAnswers }).success).toBe(false);
  });

  it('sums up the answers in words, in the wizard’s order', () => {
    const summary = conditionAnswerSummary({ ...typical, accidentHistory: 'minor', keys: 'one' });
    expect(summary[0]).toEqual({
      question: 'Has the vehicle been in an accident?',
      answer: 'Yes, minor damage that has been repaired',
      adjustmentPercent: -5,
    });
    expect(summary.at(-1)).toEqual({
      question: 'How many keys do you have?',
      answer: 'One',
      adjustmentPercent: -2,
    });
    expect(summary.map((s) => s.question)).toEqual(questions.map((q) => q.label));
  });

  it('applies each adjustment in turn (-5% then -2%: x 0.931)', () => {
    expect(conditionFactor({ ...typical, accidentHistory: 'minor', keys: 'one' })).toBeCloseTo(
      0.95 * 0.98,
      10,
    );
  });
});

describe('step 4: details and dealership', () => {
  const details = {
    name: ' Jordan ',
    last_name: '',
    phone: '0412 345 678',
    email: 'jordan@example.com',
    postcode: '2150',
    location_id: '12',
  };

  it('reads the dealership from the select as a number, the phone in E.164, and trims the contact fields', () => {
    expect(tradeInDetailsStepSchema.parse(details)).toEqual({
      ...details,
      name: 'Jordan',
      phone: '+61412345678',
      location_id: 12,
    });
  });

  it.each([
    ['name', '', 'First Name is required.'],
    ['phone', '12345', 'Please enter a valid phone number.'],
    ['email', 'jordan@', 'Please enter a valid email address.'],
    ['postcode', '215', POSTCODE_MESSAGE],
    ['location_id', '', DEALERSHIP_MESSAGE],
    ['location_id', undefined, DEALERSHIP_MESSAGE],
  ])('%s %j: %s (the lead forms’ messages)', (field, value, message) => {
    expect(firstMessage(tradeInDetailsStepSchema.safeParse({ ...details, [field]: value }))).toBe(
      message,
    );
  });

  it('leaves the last name optional', () => {
    const { last_name: _lastName, ...rest } = details;
    expect(tradeInDetailsStepSchema.safeParse(rest).success).toBe(true);
  });

  // the form the shopper fills carries the site's terms, the opt-in and the honeypot beside the
  // contact fields, so they reach the lead as the shopper left them
  it('keeps the terms, the opt-in and the honeypot in the form the shopper fills', () => {
    const form = tradeInDetailsFormSchema({ requireTerms: true, hideOptIn: false });
    expect(form.parse({ ...details, terms: true, opt_in: false })).toMatchObject({
      terms: true,
      opt_in: false,
    });
    expect(firstMessage(form.safeParse({ ...details, terms: false }))).toBe(TERMS_MESSAGE);
    expect(form.safeParse({ ...details, terms: true, website: 'spam' }).success).toBe(false);
  });

  it('asks for no terms where the site does not, and opts in by default', () => {
    const form = tradeInDetailsFormSchema({ requireTerms: false, hideOptIn: false });
    expect(form.parse(details)).toMatchObject({ opt_in: true });
    expect(form.parse(details)).not.toHaveProperty('terms');
  });
});

describe('the whole wizard', () => {
  const wizard = {
    rego: 'abc 123',
    regoState: 'NSW',
    kms: '48,500',
    adjustmentAnswers: typical,
    name: 'Jordan',
    phone: '0412345678',
    email: 'jordan@example.com',
    postcode: '2150',
    location_id: 12,
  };

  it('reads every step’s fields', () => {
    expect(tradeInWizardSchema.parse(wizard)).toEqual({
      ...wizard,
      rego: 'ABC123',
      kms: 48_500,
      phone: '+61412345678',
    });
  });

  it('refuses a field no step asks for', () => {
    expect(tradeInWizardSchema.safeParse({ ...wizard, offer: 50_000 }).success).toBe(false);
  });

  it('refuses a wizard with a step missing', () => {
    const { kms: _kms, ...withoutKms } = wizard;
    expect(firstMessage(tradeInWizardSchema.safeParse(withoutKms))).toBe(KMS_REQUIRED_MESSAGE);
  });
});

describe('kilometresFactor (against 15,000 km a year)', () => {
  it.each([
    ['4 years, 60,000 km: typical', 60_000, 4, 1],
    ['4 years, 70,000 km: 10,000 over, -2.5%', 70_000, 4, 0.975],
    ['4 years, 50,000 km: 10,000 under, +2.5%', 50_000, 4, 1.025],
    ['first year, 15,000 km: typical', 15_000, 0, 1],
    ['first year, 0 km: +3.75%', 0, 0, 1.0375],
    ['10 years, 0 km: at most +8%', 0, 10, 1.08],
    ['1 year, 400,000 km: at most -30%', 400_000, 1, 0.7],
  ])('%s', (_name, kms, age, expected) => {
    expect(kilometresFactor(kms, age)).toBeCloseTo(expected, 10);
  });
});

describe('valuationEstimate (spec §7 valuation adjustments)', () => {
  const base = { marketValue: 30_000, year: 2022, kms: 60_000, adjustmentAnswers: typical, now };

  it.each([
    ['a typical example: the market value, 5% either side', {}, [28_500, 30_000, 31_500]],
    [
      'excellent body: +2% (30,600; 29,070 and 32,130 to the $100)',
      { adjustmentAnswers: { ...typical, bodyCondition: 'excellent' } },
      [29_100, 30_600, 32_100],
    ],
    [
      '20,000 km over: -5%',
      { kms: 80_000 },
      [27_100, 28_500, 29_900], // 27,075 to 27,100; 29,925 to 29,900
    ],
    ['rounds $30,049 down to $30,000', { marketValue: 30_049 }, [28_500, 30_000, 31_600]],
    ['rounds $30,050 up to $30,100', { marketValue: 30_050 }, [28_500, 30_100, 31_600]],
    ['no market value', { marketValue: 0 }, [0, 0, 0]],
    ['a negative market value reads as none', { marketValue: -5_000 }, [0, 0, 0]],
    ['a market value that is no number reads as none', { marketValue: Number.NaN }, [0, 0, 0]],
  ] as const)('%s', (_name, over, [low, estimate, high]) => {
    expect(valuationEstimate({ ...base, ...over } as typeof base)).toEqual({
      low,
      estimate,
      high,
    });
  });

  const inputArbitrary = fc.record({
    marketValue: fc.double({ min: -10_000, max: 500_000, noNaN: true }),
    year: fc.integer({ min: 1990, max: 2027 }),
    kms: fc.integer({ min: 0, max: 2_000_000 }),
    adjustmentAnswers: answersArbitrary,
    now: fc.constant(now),
  });

  it('keeps low <= estimate <= high, each a whole $100 and never below $0', () => {
    fc.assert(
      fc.property(inputArbitrary, (input) => {
        const { low, estimate, high } = valuationEstimate(input);
        expect(low).toBeLessThanOrEqual(estimate);
        expect(estimate).toBeLessThanOrEqual(high);
        for (const figure of [low, estimate, high]) {
          expect(figure).toBeGreaterThanOrEqual(0);
          expect(Object.is(figure, -0)).toBe(false);
          expect(figure % 100).toBe(0);
        }
      }),
    );
  });

  it('never raises the estimate for more kilometres', () => {
    fc.assert(
      fc.property(inputArbitrary, fc.integer({ min: 0, max: 500_000 }), (input, more) => {
        const fewer = valuationEstimate(input);
        const moreKms = valuationEstimate({ ...input, kms: input.kms + more });
        expect(moreKms.estimate).toBeLessThanOrEqual(fewer.estimate);
        expect(moreKms.low).toBeLessThanOrEqual(fewer.low);
        expect(moreKms.high).toBeLessThanOrEqual(fewer.high);
      }),
    );
  });

  it('never raises the estimate for a worse answer', () => {
    fc.assert(
      fc.property(
        inputArbitrary,
        fc.nat({ max: questions.length - 1 }),
        fc.nat(),
        fc.nat(),
        (input, which, a, b) => {
          const question = questions[which]!;
          const [better, worse] = [a, b]
            .map((n) => n % question.answers.length)
            .sort((x, y) => x - y) as [number, number];
          const answer = (index: number) =>
            ({
              ...input.adjustmentAnswers,
              [question.id]: question.answers[index]!.value,
            }) as AdjustmentAnswers;
          const fromBetter = valuationEstimate({ ...input, adjustmentAnswers: answer(better) });
          const fromWorse = valuationEstimate({ ...input, adjustmentAnswers: answer(worse) });
          expect(fromWorse.estimate).toBeLessThanOrEqual(fromBetter.estimate);
        },
      ),
    );
  });

  it('never values above the market value by more than the best answers and kilometres allow', () => {
    const best = Object.fromEntries(
      questions.map((q) => [q.id, q.answers[0]!.value]),
    ) as AdjustmentAnswers;
    const ceiling = 1.08 * conditionFactor(best);
    fc.assert(
      fc.property(inputArbitrary, (input) => {
        const { estimate } = valuationEstimate(input);
        expect(estimate).toBeLessThanOrEqual(Math.max(0, input.marketValue) * ceiling + 50);
      }),
    );
  });
});

describe('the wizard’s leads and events (spec §7)', () => {
  it('names the subcategories and the offer-accepted event', () => {
    expect(tradeInLeadSubcategories).toEqual({
      valuationRequested: '1. Valuation Requested',
      offerAccepted: '3. Offer Accepted',
    });
    expect(TRADE_IN_OFFER_ACCEPTED_EVENT).toBe(18);
  });
});
