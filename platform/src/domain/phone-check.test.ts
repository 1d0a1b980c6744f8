import { describe, expect, it } from 'vitest';
import {
  holdNeedsConfirmedPhone,
  PHONE_CHECK,
  phoneCheckCodeCurrent,
  phoneCheckMessage,
  phoneCheckRequestSchema,
} from './phone-check';

describe('holdNeedsConfirmedPhone', () => {
  it.each([
    [{ takesPaymentOnline: false, depositCents: 20_000 }, true],
    [{ takesPaymentOnline: true, depositCents: 0 }, true],
    [{ takesPaymentOnline: false, depositCents: 0 }, true],
    [{ takesPaymentOnline: true, depositCents: 20_000 }, false],
  ])('%o needs a confirmed mobile: %s', (deposit, needed) => {
    expect(holdNeedsConfirmedPhone(deposit)).toBe(needed);
  });
});

describe('phoneCheckCodeCurrent', () => {
  const now = 1_800_000_000;
  it.each([
    [now, true],
    [now - PHONE_CHECK.codeExpiresInSeconds, true],
    [now - PHONE_CHECK.codeExpiresInSeconds - 1, false],
    [now + 5, true], // a clock a little ahead
    [now + 60, false],
    [now + 0.5, false],
    [Number.NaN, false],
  ])('a code sent at %s is current: %s', (issuedAt, current) => {
    expect(phoneCheckCodeCurrent(issuedAt, now)).toBe(current);
  });
});

describe('the checkout code request', () => {
  it('is a mobile, or a mobile with its six-digit code and time', () => {
    expect(phoneCheckRequestSchema.parse({ phoneNumber: '0412 345 678' })).toEqual({
      phoneNumber: '+61412345678',
    });
    expect(
      phoneCheckRequestSchema.parse({ phoneNumber: '0412345678', code: '123456', issuedAt: 5 }),
    ).toEqual({ phoneNumber: '+61412345678', code: '123456', issuedAt: 5 });
  });

  it('refuses a landline, a short code and anything more', () => {
    expect(phoneCheckRequestSchema.safeParse({ phoneNumber: '02 9876 5432' }).success).toBe(false);
    expect(
      phoneCheckRequestSchema.safeParse({ phoneNumber: '0412345678', code: '123', issuedAt: 5 })
        .success,
    ).toBe(false);
    expect(
      phoneCheckRequestSchema.safeParse({ phoneNumber: '0412345678', admin: true }).success,
    ).toBe(false);
  });

  it('texts the code with the site and how long it lasts', () => {
    expect(phoneCheckMessage('042424', 'Harbour City Cars')).toBe(
      '042424 is your code to reserve a car at Harbour City Cars. It expires in 5 minutes.',
    );
  });
});
