import { describe, expect, it } from 'vitest';
import { signInIntro } from './SignInPage';

describe('signInIntro', () => {
  it.each([
    ['watchlist', 'Sign in with your mobile number to save cars to your watchlist.'],
    ['checkout', 'Sign in with your mobile number to reserve this car.'],
    ['personalised-finance', 'Sign in with your mobile number to continue with your finance.'],
    [
      'mymotorama',
      'Sign in with your mobile number to see your saved cars, reservations and enquiries.',
    ],
    [
      'myservco',
      'Sign in with your mobile number to see your saved cars, reservations and enquiries.',
    ],
    ['online-payment', 'Sign in with your mobile number to pay for your reservation.'],
    ['spin-to-win', 'Sign in with your mobile number to spin the wheel.'],
    [
      null,
      'Sign in with your mobile number. We will text you a code: there is no password to remember.',
    ],
  ])('type %s: %s', (type, intro) => {
    expect(signInIntro(type)).toBe(intro);
  });
});
