import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CODE_SEND_CAPS,
  withinCodeSendCaps,
  CODE_RESEND_LIMIT,
  codeResend,
  codeResendMessage,
  sendCodeSchema,
  signInCodeMessage,
  verifyCodeSchema,
} from './sign-in-codes';

const now = new Date('2026-11-20T10:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe('codeResend: one code every 30 seconds, at most 5 an hour, per number', () => {
  it.each<[string, Date[], ReturnType<typeof codeResend>]>([
    ['no code sent yet', [], { allowed: true }],
    ['the last code 30 seconds ago', [ago(30)], { allowed: true }],
    ['the last code 10 seconds ago', [ago(10)], { allowed: false, retryAfterMs: 20_000 }],
    ['the last code just now', [ago(0)], { allowed: false, retryAfterMs: 30_000 }],
    ['4 codes this hour', [ago(3000), ago(2000), ago(1000), ago(60)], { allowed: true }],
    [
      '5 codes this hour: wait until the oldest is an hour old',
      [ago(3000), ago(2000), ago(1000), ago(500), ago(60)],
      { allowed: false, retryAfterMs: 600_000 },
    ],
    [
      '5 codes, the oldest more than an hour ago',
      [ago(3700), ago(2000), ago(1000), ago(500), ago(60)],
      { allowed: true },
    ],
    [
      '6 codes this hour (sent in another process): the window frees when the 2nd oldest is old',
      [ago(3500), ago(3000), ago(2000), ago(1000), ago(500), ago(60)],
      { allowed: false, retryAfterMs: 600_000 },
    ],
    [
      'a code sent in the future (a clock ahead) is not counted',
      [new Date(now.getTime() + 5000)],
      { allowed: true },
    ],
  ])('%s', (_case, sent, expected) => {
    expect(codeResend(sent, now)).toEqual(expected);
  });

  it('never lets more than 5 codes through in any hour, nor two within 30 seconds', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 4 * 3600 }), { maxLength: 80 }), (asks) => {
        const sent: Date[] = [];
        for (const second of [...asks].sort((a, b) => a - b)) {
          const at = new Date(now.getTime() + second * 1000);
          if (codeResend(sent, at).allowed) sent.push(at);
        }
        for (let i = 0; i < sent.length; i++) {
          const inHour = sent.filter(
            (s) => s.getTime() > sent[i]!.getTime() - 3600_000 && s <= sent[i]!,
          );
          expect(inHour.length).toBeLessThanOrEqual(CODE_RESEND_LIMIT.perHour);
          if (i > 0) {
            expect(sent[i]!.getTime() - sent[i - 1]!.getTime()).toBeGreaterThanOrEqual(
              CODE_RESEND_LIMIT.minIntervalMs,
            );
          }
        }
      }),
    );
  });

  it('says how long to wait', () => {
    expect(codeResendMessage(20_000)).toBe(
      'Please wait 20 seconds before asking for another code.',
    );
    expect(codeResendMessage(1_000)).toBe('Please wait 1 second before asking for another code.');
    expect(codeResendMessage(600_000)).toBe(
      'Too many codes have been sent to this number. Please try again in 10 minutes.',
    );
  });
});

describe('the caps over numbers, sites and the platform', () => {
  const none = { numberToday: 0, siteThisHour: 0, everywhereToday: 0 };
  it.each([
    [none, true],
    [{ ...none, numberToday: CODE_SEND_CAPS.perNumberPerDay - 1 }, true],
    [{ ...none, numberToday: CODE_SEND_CAPS.perNumberPerDay }, false],
    [{ ...none, siteThisHour: CODE_SEND_CAPS.perSitePerHour }, false],
    [{ ...none, everywhereToday: CODE_SEND_CAPS.everywherePerDay }, false],
  ])('%o: one more code %s', (counts, allowed) => {
    expect(withinCodeSendCaps(counts)).toBe(allowed);
  });
});

describe('the sign-in form', () => {
  it.each<[unknown, string | null]>([
    [{ phoneNumber: '0412 345 678' }, '+61412345678'],
    [{ phoneNumber: '+61 412 345 678' }, '+61412345678'],
    [{ phoneNumber: '(08) 9274 0100' }, null], // a landline
    [{ phoneNumber: '1300 123 456' }, null],
    [{ phoneNumber: '+1 212 555 0100' }, null],
    [{ phoneNumber: '' }, null],
    [{ phoneNumber: '0412 345 678', extra: 1 }, null],
  ])('sends a code to %j: %s', (body, expected) => {
    const parsed = sendCodeSchema.safeParse(body);
    expect(parsed.success ? parsed.data.phoneNumber : null).toBe(expected);
  });

  it.each<[string, boolean]>([
    ['123456', true],
    [' 123456 ', true],
    ['12345', false],
    ['1234567', false],
    ['12a456', false],
    ['', false],
  ])('takes the code %j: %s', (code, ok) => {
    expect(verifyCodeSchema.safeParse({ phoneNumber: '0412345678', code }).success).toBe(ok);
  });

  it('texts the code with the site and its life', () => {
    expect(signInCodeMessage('012345', 'Swan Valley Toyota')).toBe(
      '012345 is your Swan Valley Toyota sign-in code. It expires in 5 minutes.',
    );
  });
});
