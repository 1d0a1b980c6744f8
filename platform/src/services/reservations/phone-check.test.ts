import { describe, expect, it } from 'vitest';
import { PHONE_CHECK } from '../../domain/phone-check';
import { createPhoneCheck, PHONE_CHECK_COOKIE } from './phone-check';

const check = createPhoneCheck('a secret of the app that is long enough');
const phone = '+61412345678';
const now = new Date('2026-12-02T01:00:00Z');
const at = Math.floor(now.getTime() / 1000);
const later = (seconds: number) => new Date(now.getTime() + seconds * 1000);
const cookie = (value: string) => `other=1; ${PHONE_CHECK_COOKIE}=${value}`;

describe('the checkout code', () => {
  it('is six digits, the same for a site, mobile and time, and another for any other', () => {
    const code = check.codeFor('harbour-city-cars', phone, at);
    expect(code).toMatch(/^\d{6}$/);
    expect(check.codeFor('harbour-city-cars', phone, at)).toBe(code);
    const others = [
      check.codeFor('southern-cross-motors', phone, at),
      check.codeFor('harbour-city-cars', '+61412345679', at),
      check.codeFor('harbour-city-cars', phone, at + 1),
      createPhoneCheck('another secret altogether').codeFor('harbour-city-cars', phone, at),
    ];
    expect(others.filter((other) => other === code)).toEqual([]);
  });

  it('matches only its own site, mobile and time, and only until it expires', () => {
    const code = check.codeFor('harbour-city-cars', phone, at);
    expect(check.codeMatches('harbour-city-cars', phone, code, at, later(60))).toBe(true);
    expect(check.codeMatches('southern-cross-motors', phone, code, at, later(60))).toBe(false);
    expect(check.codeMatches('harbour-city-cars', '+61412345679', code, at, later(60))).toBe(false);
    expect(check.codeMatches('harbour-city-cars', phone, code, at + 1, later(60))).toBe(false);
    const expired = later(PHONE_CHECK.codeExpiresInSeconds + 1);
    expect(check.codeMatches('harbour-city-cars', phone, code, at, expired)).toBe(false);
  });
});

describe('the confirmed mobile cookie', () => {
  it('names the mobile on its site for an hour', () => {
    const value = check.cookieValue('harbour-city-cars', phone, now);
    expect(check.confirmedPhone('harbour-city-cars', cookie(value), later(60))).toBe(phone);
    expect(check.confirmedPhone('southern-cross-motors', cookie(value), later(60))).toBeNull();
    const hour = later(PHONE_CHECK.confirmedForSeconds + 1);
    expect(check.confirmedPhone('harbour-city-cars', cookie(value), hour)).toBeNull();
  });

  it('proves nothing once changed, or when absent', () => {
    const value = check.cookieValue('harbour-city-cars', phone, now);
    const [, until, sig] = value.split('.');
    for (const forged of [
      `+61499999999.${until}.${sig}`,
      `${phone}.${Number(until) + 3600}.${sig}`,
      `${phone}.${until}.${sig!.slice(1)}`,
      `${phone}.${until}`,
      'nonsense',
    ]) {
      expect(check.confirmedPhone('harbour-city-cars', cookie(forged), later(60))).toBeNull();
    }
    expect(check.confirmedPhone('harbour-city-cars', null, now)).toBeNull();
    expect(check.confirmedPhone('harbour-city-cars', 'other=1', now)).toBeNull();
  });
});
