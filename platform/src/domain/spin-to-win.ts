import { type Site, type SpinToWin, type SpinToWinSlot } from '@dealer/site-config';
import { zoneFormat } from './zone-format';

// spec §2 /spin-to-win: a promotion for signed-in shoppers whose prize rules are the site's
// config (site.spinToWin): the wheel's slots, each with its chance (weight) and how many of it
// can be won over the promotion (quantity). A shopper spins once a promotion; the server draws
// the slot among those still to be won, so a prize never goes out more often than its quantity
// (store/spin-repository keeps the count in the same transaction).

export const SPIN_TO_WIN_PATH = '/spin-to-win';

/** The site's promotion where it has one and its page (accounts on, the page gated). */
export function spinToWinOf(site: Pick<Site, 'features' | 'spinToWin'>): SpinToWin | null {
  const { authentication, gatedRoutes } = site.features;
  return authentication && gatedRoutes.includes('spin-to-win') ? site.spinToWin : null;
}

/** The day it is on a clock: '2026-12-03'. */
function dayOn(now: Date, timeZone: string): string {
  return zoneFormat('en-CA', timeZone, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** Whether the promotion is over: its last day (on the site's clock) has passed. */
export function spinToWinEnded(
  promotion: Pick<SpinToWin, 'endsOn'>,
  now: Date,
  timeZone: string,
): boolean {
  return promotion.endsOn !== null && dayOn(now, timeZone) > promotion.endsOn;
}

/** The slots a spin may land on: each without a limit, or won fewer times than its quantity. */
export function slotsStillToWin(
  slots: readonly SpinToWinSlot[],
  awarded: Readonly<Record<string, number>>,
): SpinToWinSlot[] {
  return slots.filter((slot) => slot.quantity === null || (awarded[slot.id] ?? 0) < slot.quantity);
}

/**
 * The slot a spin lands on, by weight: `draw` is a whole number in [0, total weight) (a fair
 * random one in the product, chosen by the test in a table), and slot i is hit by draws from the
 * sum of the weights before it up to its own.
 */
export function slotForDraw(slots: readonly SpinToWinSlot[], draw: number): SpinToWinSlot {
  if (slots.length === 0) throw new Error('A spin needs a slot to land on');
  let below = 0;
  for (const slot of slots) {
    below += slot.weight;
    if (draw < below) return slot;
  }
  throw new RangeError(`A draw of ${draw} is outside the wheel's weight of ${below}`);
}

/** The total weight of the slots: a draw is a whole number below it. */
export function totalWeight(slots: readonly SpinToWinSlot[]): number {
  return slots.reduce((sum, slot) => sum + slot.weight, 0);
}

/** A whole number in [0, below): the server's is node:crypto's randomInt (a secure one). */
export type RandomBelow = (below: number) => number;

/** A draw among the slots: a random number below their total weight. */
export function drawSlot(slots: readonly SpinToWinSlot[], random: RandomBelow): SpinToWinSlot {
  return slotForDraw(slots, random(totalWeight(slots)));
}

// letters and digits a shopper reads out without confusion (no 0/O, 1/I/L)
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** The code a winner shows the dealer: 8 characters, e.g. 'K7MQ-3XPA'. */
export function claimCode(random: RandomBelow): string {
  const chars = Array.from({ length: 8 }, () => CODE_ALPHABET[random(CODE_ALPHABET.length)]!);
  return `${chars.slice(0, 4).join('')}-${chars.slice(4).join('')}`;
}

/** The result of a spin in the shopper's words. */
export function spinResultText(slot: Pick<SpinToWinSlot, 'label' | 'wins'>): string {
  return slot.wins ? `You won ${slot.label}!` : `${slot.label}. Thanks for playing.`;
}

export const spinToWinMessages = {
  off: 'This site has no promotion to spin for.',
  method: 'Use POST to spin the wheel.',
  crossOrigin: 'The wheel can only be spun on this site.',
  notJson: 'A spin is sent as JSON.',
  tooLarge: 'The request is too large.',
  unreadable: 'The request could not be read. Please try again.',
  signIn: 'Please sign in to spin the wheel.',
  ended: 'This promotion has ended.',
} as const;
