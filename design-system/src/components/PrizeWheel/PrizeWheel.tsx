import { assignInlineVars } from '@vanilla-extract/dynamic';
import { vars } from '../../theme/contract.css';
import * as styles from './PrizeWheel.css';

export interface PrizeWheelSlot {
  id: string;
  /** what the slot says: '$50 fuel card', 'Better luck next time' */
  label: string;
}

export interface PrizeWheelProps {
  slots: readonly PrizeWheelSlot[];
  /** the slot the wheel has stopped on; null while it waits for a spin */
  landedOn?: string | null;
}

/** Whole turns the wheel makes before it stops on a slot. */
const TURNS = 5;

/**
 * The turn (degrees) that brings a slot's middle under the pointer at the top, after whole turns;
 * 0 while nothing is landed on (or the slot is not on the wheel).
 */
export function prizeWheelTurn(
  slots: readonly Pick<PrizeWheelSlot, 'id'>[],
  landedOn: string | null,
): number {
  const index = landedOn === null ? -1 : slots.findIndex((slot) => slot.id === landedOn);
  if (index < 0) return 0;
  const size = 360 / slots.length;
  return TURNS * 360 - (index + 0.5) * size;
}

/**
 * A prize wheel of a spin-to-win promotion: its slots as equal segments in the brand's accent and
 * the sunken surface by turns, each labelled, and a pointer at the top. Given the slot landed
 * on, it turns to stop with that slot under the pointer (at once where motion is reduced). The
 * wheel is a picture: the page says in words what can be won and what was won.
 */
export function PrizeWheel({ slots, landedOn = null }: PrizeWheelProps) {
  const size = 360 / Math.max(slots.length, 1);
  const colours = [vars.color.brandAccent, vars.color.surfaceSunken];
  const segments = slots
    .map((_, i) => `${colours[i % 2]} ${i * size}deg ${(i + 1) * size}deg`)
    .join(', ');
  return (
    <div
      className={styles.root}
      aria-hidden="true"
      data-slot="prize-wheel"
      data-landed={landedOn ?? undefined}
    >
      <span className={styles.pointer} />
      <div
        className={styles.disc}
        style={{
          ...assignInlineVars({ [styles.turn]: `${prizeWheelTurn(slots, landedOn)}deg` }),
          background: `conic-gradient(${segments})`,
        }}
      >
        {slots.map((slot, i) => (
          <span
            key={slot.id}
            className={`${styles.label} ${i % 2 === 0 ? styles.onAccent : styles.onSurface}`}
            style={assignInlineVars({ [styles.angle]: `${(i + 0.5) * size}deg` })}
          >
            {slot.label}
          </span>
        ))}
        <span className={styles.hub} />
      </div>
    </div>
  );
}
