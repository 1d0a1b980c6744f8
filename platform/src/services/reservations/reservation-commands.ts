import 'server-only';
import os from 'node:os';
import { formatAud } from '@dealer/design-system/format';
import { type Site } from '@dealer/site-config';
import { phoneNational } from '../../domain/phone';
import { type ReservationEventRow, type ReservationRow } from '../../store/schema';
import { type DealerAction, type ReservationService } from './reservation-service';

// The dealer's side of reservations in the leads command: list a site's reservations with their
// state, show one with its log, confirm the sale, release the car or refund the deposit (each
// change logged with its time and the dealer's name), and release the holds that have ended.

export interface ReservationCommand {
  /** list the site's reservations */
  list?: boolean;
  /** show one reservation and its log */
  show?: string;
  confirm?: string;
  release?: string;
  refund?: string;
  /** release every held car whose hold has ended */
  expire?: boolean;
  /** who is acting (default: the login name) */
  by?: string;
  note?: string;
  now?: Date;
}

/** Whether the command line asks for a reservation command. */
export function isReservationCommand(command: ReservationCommand): boolean {
  return Boolean(
    command.list ||
    command.show ||
    command.confirm ||
    command.release ||
    command.refund ||
    command.expire,
  );
}

const money = (cents: number, currency: string) =>
  cents > 0 ? `${formatAud(cents / 100, { cents: 'if-any' })} ${currency}` : 'no deposit';

/** One line of the reservations list. */
export function reservationLine(row: ReservationRow): string {
  const contact = row.contact as Record<string, unknown>;
  const who = [contact.name, contact.last_name].filter(Boolean).join(' ');
  return [
    row.createdAt.toISOString(),
    row.id,
    row.state.padEnd(9),
    `car ${row.carId}`,
    money(row.depositCents, row.currency),
    // spec §9: the dealer sees whether the deposit was paid, and a refund that keeps failing
    row.provider === 'dealer'
      ? `pay at the dealer${row.depositCents > 0 ? ', deposit not paid online' : ''}`
      : `${row.provider}${row.paidAt ? ', paid' : ', not paid yet'}`,
    row.refundError ? `refund failing (${row.refundError})` : '',
    row.heldUntil && row.state === 'held' ? `held until ${row.heldUntil.toISOString()}` : '',
    `${who} ${String(contact.email ?? '')} ${phoneNational(contact.phone)}`.trim(),
  ]
    .filter(Boolean)
    .join('  ');
}

/** One line of a reservation's log: when, who, what, from which state to which. */
export function eventLine(event: ReservationEventRow): string {
  return [
    event.at.toISOString(),
    event.actor.padEnd(14),
    event.action.padEnd(8),
    `${event.fromState ?? '-'} -> ${event.toState}`,
    event.note ?? '',
  ]
    .filter(Boolean)
    .join('  ');
}

function loginName(): string {
  try {
    return os.userInfo().username;
  } catch {
    return 'dealer';
  }
}

/** Runs a reservation command; returns the lines to print, or throws with one sentence. */
export async function runReservationCommand(
  service: ReservationService,
  site: Site,
  command: ReservationCommand,
): Promise<string[]> {
  const now = command.now ?? new Date();
  if (command.expire) {
    const released = await service.expireDue([site], now);
    return [`${released} ended ${released === 1 ? 'hold' : 'holds'} released for ${site.name}`];
  }
  const action = (['confirm', 'release', 'refund'] as const).find((a) => command[a]);
  if (action) return act(service, site, action, command[action]!, command, now);
  const id = command.show;
  if (id) {
    const row = await service.get(site, id);
    if (!row) throw new Error(`${id} is not a reservation of ${site.slug}.`);
    return [reservationLine(row), ...(await service.events(row.id)).map(eventLine)];
  }
  const rows = await service.list(site);
  return [
    ...rows.map(reservationLine),
    `${rows.length} ${rows.length === 1 ? 'reservation' : 'reservations'} for ${site.name}`,
  ];
}

const done: Record<DealerAction, string> = {
  confirm: 'Sale confirmed: the car stays reserved until the stock feed marks it sold.',
  release: 'Car released: it is back on sale on the site within a minute.',
  refund: 'Deposit refunded in full; the car is released if it was held.',
};

async function act(
  service: ReservationService,
  site: Site,
  action: DealerAction,
  id: string,
  command: ReservationCommand,
  now: Date,
): Promise<string[]> {
  const by = command.by?.trim() || loginName();
  const result = await service.act(site, id, action, by, now, command.note);
  switch (result.kind) {
    case 'not_found':
      throw new Error(`${id} is not a reservation of ${site.slug}.`);
    case 'refused':
      throw new Error(
        `Reservation ${id} is ${result.reservation.state}: it cannot be ${action === 'confirm' ? 'confirmed' : action === 'release' ? 'released' : 'refunded'}.`,
      );
    case 'unchanged':
      return [`Reservation ${id} is already ${result.reservation.state}; nothing changed.`];
    default:
      return [`${done[action]} (${id}, now ${result.reservation.state}, by ${by})`];
  }
}
