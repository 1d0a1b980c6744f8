'use client';

import { useEffect, useId, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { type z } from 'zod';
import {
  Button,
  Form,
  FormAlert,
  Heading,
  Inline,
  PhoneField,
  Stack,
  SubmitButton,
  Text,
  TextField,
} from '@dealer/design-system';
import { PHONE_CHECK } from '../../../domain/phone-check-rules';
import { SIGN_IN_CODE } from '../../../domain/sign-in-code';
import type { sendCodeSchema } from '../../../domain/sign-in-codes';
import { CONNECTION_MESSAGE } from '../../accounts/client/auth-calls';
import type { codeStepSchema } from './phone-check-checks';

// The checkout's 'Confirm your mobile' (domain/phone-check): where the car is held without a
// deposit paid online, the shopper types their mobile ('Send code'), then the code texted to it
// ('Confirm'). The server keeps the confirmed mobile in a cookie the reservation call reads.

export const PHONE_CHECK_ENDPOINT = '/api/reservations/phone-check';

type CallResult<T> = ({ ok: true } & T) | { ok: false; message: string };

async function postPhoneCheck<T>(body: unknown): Promise<CallResult<T>> {
  let response: Response;
  try {
    response = await fetch(PHONE_CHECK_ENDPOINT, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
    });
  } catch {
    return { ok: false, message: CONNECTION_MESSAGE };
  }
  const answer = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (response.ok && answer) return { ok: true, ...(answer as T) };
  const message =
    typeof answer?.message === 'string' && answer.message
      ? answer.message
      : 'Something went wrong. Please try again.';
  return { ok: false, message };
}

type NumberValues = z.input<typeof sendCodeSchema>;
type NumberParsed = z.output<typeof sendCodeSchema>;
type CodeValues = z.input<typeof codeStepSchema>;
type CodeParsed = z.output<typeof codeStepSchema>;

/** The steps' checks and the phone rules: loaded at a step's first check, not with the page. */
const loadChecks = () => import('./phone-check-checks');

/** A step's resolver, loaded with its first check. */
function lazyResolver<V extends Record<string, unknown>, P>(
  pick: (checks: Awaited<ReturnType<typeof loadChecks>>) => unknown,
): Resolver<V, unknown, P> {
  return async (values, context, options) =>
    (pick(await loadChecks()) as Resolver<V, unknown, P>)(values, context, options);
}

interface Sent {
  phoneNumber: string;
  /** the number as the shopper reads it, 0412 345 678 */
  national: string;
  issuedAt: number;
}

function NumberStep({ onSent }: { onSent: (sent: Sent) => void }) {
  const form = useForm<NumberValues, unknown, NumberParsed>({
    resolver: lazyResolver<NumberValues, NumberParsed>((checks) => checks.numberResolver),
    defaultValues: { phoneNumber: '' },
  });
  const [formError, setFormError] = useState<string | null>(null);
  async function send(values: NumberParsed) {
    setFormError(null);
    const result = await postPhoneCheck<{ issued_at: number }>({
      phoneNumber: values.phoneNumber,
    });
    if (!result.ok) {
      setFormError(result.message);
      return;
    }
    const { phoneNational } = await loadChecks();
    onSent({
      phoneNumber: values.phoneNumber,
      national: phoneNational(values.phoneNumber),
      issuedAt: result.issued_at,
    });
  }
  return (
    <Form
      form={form}
      onSubmit={send}
      formError={formError}
      errorSummary={false}
      aria-label="Confirm your mobile, step 1 of 2"
    >
      <PhoneField
        name="phoneNumber"
        label="Your mobile number"
        hint={`We will text a ${SIGN_IN_CODE.length}-digit code to this number.`}
        required
      />
      <div>
        <SubmitButton submittingLabel="Sending the code">Send code</SubmitButton>
      </div>
    </Form>
  );
}

function CodeStep({
  sent,
  onResent,
  onConfirmed,
  onChangeNumber,
}: {
  sent: Sent;
  onResent: (sent: Sent) => void;
  onConfirmed: () => void;
  onChangeNumber: () => void;
}) {
  const form = useForm<CodeValues, unknown, CodeParsed>({
    resolver: lazyResolver<CodeValues, CodeParsed>((checks) => checks.codeResolver),
    defaultValues: { code: '' },
  });
  const [formError, setFormError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [resending, setResending] = useState(false);
  const number = sent.national;

  useEffect(() => {
    form.setFocus('code');
  }, [form]);

  async function confirm(values: CodeParsed) {
    setFormError(null);
    setNotice(null);
    const result = await postPhoneCheck({
      phoneNumber: sent.phoneNumber,
      issuedAt: sent.issuedAt,
      code: values.code,
    });
    if (result.ok) onConfirmed();
    else setFormError(result.message);
  }

  async function resend() {
    setFormError(null);
    setNotice(null);
    setResending(true);
    const result = await postPhoneCheck<{ issued_at: number }>({ phoneNumber: sent.phoneNumber });
    setResending(false);
    if (result.ok) {
      form.reset({ code: '' });
      onResent({ ...sent, issuedAt: result.issued_at });
      setNotice(`We sent a new code to ${number}.`);
    } else {
      setFormError(result.message);
    }
  }

  return (
    <Form
      form={form}
      onSubmit={confirm}
      formError={formError}
      errorSummary={false}
      aria-label="Confirm your mobile, step 2 of 2"
    >
      <Text>{`We sent a ${SIGN_IN_CODE.length}-digit code to ${number}. It expires in ${PHONE_CHECK.codeExpiresInSeconds / 60} minutes.`}</Text>
      <TextField
        name="code"
        label="Code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={SIGN_IN_CODE.length}
        required
      />
      {notice ? <FormAlert tone="positive">{notice}</FormAlert> : null}
      <Inline space="medium">
        <SubmitButton submittingLabel="Checking the code">Confirm</SubmitButton>
        <Button
          variant="ghost"
          onClick={() => void resend()}
          loading={resending}
          disabled={resending}
        >
          Resend code
        </Button>
        <Button variant="transparent" onClick={onChangeNumber}>
          Use another number
        </Button>
      </Inline>
    </Form>
  );
}

/** 'Confirm your mobile': the number, the texted code, then the confirmation. */
export function PhoneCheck() {
  const [sent, setSent] = useState<Sent | null>(null);
  const [confirmed, setConfirmed] = useState<string | null>(null);
  if (confirmed !== null) {
    return (
      <FormAlert tone="positive">
        {`Your mobile ${confirmed} is confirmed. Fill in your details below to reserve the car.`}
      </FormAlert>
    );
  }
  if (sent === null) return <NumberStep onSent={setSent} />;
  return (
    <CodeStep
      sent={sent}
      onResent={setSent}
      onConfirmed={() => setConfirmed(sent.national)}
      onChangeNumber={() => setSent(null)}
    />
  );
}

/**
 * The checkout's 'Confirm your mobile' section (the reserve checkout's and the buy-online
 * journey's): why the code is texted, then the check itself.
 */
export function PhoneCheckSection({ headingLevel }: { headingLevel: 2 | 3 }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} data-slot="checkout-phone-check">
      <Stack space="small">
        <Heading level={headingLevel} id={headingId}>
          Confirm your mobile
        </Heading>
        <Text>
          We hold the car before any payment, so we first text a code to your mobile to check that
          it is yours.
        </Text>
        <PhoneCheck />
      </Stack>
    </section>
  );
}
