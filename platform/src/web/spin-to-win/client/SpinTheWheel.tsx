'use client';

import { useEffect, useRef, useState } from 'react';
import { Box, Button, Heading, PrizeWheel, Stack, Text } from '@dealer/design-system';
import { type SpinView } from '../spin-to-win-routes';

// The spin-to-win page's wheel and its button (spec §2 /spin-to-win): 'Spin the Wheel' asks the
// site for the shopper's one spin; the wheel turns to the slot drawn, then the result is told in
// words (a prize with its claim code, or thanks). A shopper who has spun sees their spin at once.

export const SPIN_ENDPOINT = '/api/spin-to-win';
export const SPIN_FAILED = 'The wheel could not be spun. Please try again.';
/** how long the wheel turns before the result is told (its transition; none if reduced) */
export const SPIN_MS = 3300;

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

/** POST /api/spin-to-win: the spin, or the message to show. */
export async function requestSpin(
  promotionId: string,
  fetchImpl: Fetch = fetch,
): Promise<{ spin: SpinView } | { message: string }> {
  try {
    const response = await fetchImpl(SPIN_ENDPOINT, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ promotion_id: promotionId }),
      credentials: 'same-origin',
    });
    const body = (await response.json().catch(() => null)) as {
      success?: unknown;
      spin?: SpinView;
      message?: unknown;
    } | null;
    if (response.ok && body?.success === true && body.spin) return { spin: body.spin };
    return {
      message: typeof body?.message === 'string' && body.message ? body.message : SPIN_FAILED,
    };
  } catch {
    return { message: SPIN_FAILED };
  }
}

function SpinResult({ spin, claim }: { spin: SpinView; claim: string }) {
  return (
    <Stack space="small">
      <Heading level={2}>{spin.text}</Heading>
      {spin.wins && spin.code ? (
        <>
          <Text>
            Your prize code: <strong data-testid="spin-code">{spin.code}</strong>
          </Text>
          <Text tone="muted">{claim}</Text>
        </>
      ) : null}
    </Stack>
  );
}

export interface SpinTheWheelProps {
  promotionId: string;
  slots: readonly { id: string; label: string }[];
  /** the shopper's spin of this promotion, if they have spun */
  spun: SpinView | null;
  /** the promotion is over: no more spins */
  ended: boolean;
  /** how a winner claims the prize */
  claim: string;
}

export function SpinTheWheel({ promotionId, slots, spun, ended, claim }: SpinTheWheelProps) {
  const [spin, setSpin] = useState<SpinView | null>(spun);
  const [told, setTold] = useState(spun !== null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function onSpin() {
    setBusy(true);
    setMessage(null);
    const result = await requestSpin(promotionId);
    if ('message' in result) {
      setBusy(false);
      setMessage(result.message);
      return;
    }
    setSpin(result.spin);
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    timer.current = setTimeout(
      () => {
        setTold(true);
        setBusy(false);
      },
      still ? 0 : SPIN_MS,
    );
  }

  return (
    <Stack space="large">
      <PrizeWheel slots={slots} landedOn={spin?.slotId ?? null} />
      <Box role="status" aria-live="polite">
        {spin && told ? <SpinResult spin={spin} claim={claim} /> : null}
      </Box>
      {message ? (
        <Text tone="critical" data-testid="spin-error">
          {message}
        </Text>
      ) : null}
      {(spin && told) || ended ? null : (
        <div>
          <Button
            onClick={() => void onSpin()}
            loading={busy}
            disabled={busy || spin !== null}
            size="large"
          >
            Spin the Wheel
          </Button>
        </div>
      )}
      {ended && !spin ? <Text weight="strong">This promotion has ended.</Text> : null}
    </Stack>
  );
}
