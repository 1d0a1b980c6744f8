'use client';

import { useState } from 'react';
import { Button, FormAlert } from '@dealer/design-system';

// spec §2 the shopper cancels a reservation from its confirmation: the car is released at once.

export interface CancelReservationProps {
  reservationId: string;
  /** the shopper's proof from the confirmation link (a signed-in shopper needs none) */
  token?: string | null;
  /** what the button says, e.g. 'Cancel Reservation' */
  label?: string;
}

type Status = 'idle' | 'cancelling' | 'cancelled' | 'failed';

export function CancelReservation({
  reservationId,
  token = null,
  label = 'Cancel Reservation',
}: CancelReservationProps) {
  const [status, setStatus] = useState<Status>('idle');
  const [message, setMessage] = useState<string | null>(null);

  async function cancel() {
    setStatus('cancelling');
    try {
      const response = await fetch(
        `/api/reservations/${encodeURIComponent(reservationId)}/cancel`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify(token ? { token } : {}),
          credentials: 'same-origin',
        },
      );
      const body = (await response.json().catch(() => null)) as { error?: string } | null;
      if (!response.ok) {
        setMessage(body?.error ?? 'The reservation could not be cancelled. Please call us.');
        setStatus('failed');
        return;
      }
      setStatus('cancelled');
      window.location.reload();
    } catch {
      setMessage('The reservation could not be cancelled. Please try again.');
      setStatus('failed');
    }
  }

  if (status === 'cancelled')
    return (
      <FormAlert tone="positive" title="Reservation cancelled">
        The car is available to other buyers again.
      </FormAlert>
    );
  return (
    <div>
      {status === 'failed' && message ? (
        <FormAlert tone="critical" title="Not cancelled">
          {message}
        </FormAlert>
      ) : null}
      <Button variant="ghost" onClick={() => void cancel()} disabled={status === 'cancelling'}>
        {status === 'cancelling' ? 'Cancelling...' : label}
      </Button>
    </div>
  );
}
