'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import {
  Button,
  Form,
  FormAlert,
  Inline,
  Link,
  PhoneField,
  Stack,
  SubmitButton,
  Text,
  TextField,
} from '@dealer/design-system';
import { phoneNational } from '../../../domain/phone';
import { SIGN_IN_CODE, sendCodeSchema, signInCodeSchema } from '../../../domain/sign-in-codes';
import { postAuthCall } from './auth-calls';

// spec §2 /sign-in: two steps. The mobile number ('Send code'), then the code texted to it
// ('Sign In', or 'Resend code'). After signing in the browser goes to the page it came for.

export interface SignInFormProps {
  /** where the browser goes once signed in: a path of this site */
  redirectTo: string;
  /** where 'Back' goes: a path of this site */
  back: string;
}

type NumberValues = z.input<typeof sendCodeSchema>;
type NumberParsed = z.output<typeof sendCodeSchema>;
const codeStepSchema = z.object({ code: signInCodeSchema });
type CodeValues = z.input<typeof codeStepSchema>;
type CodeParsed = z.output<typeof codeStepSchema>;

function NumberStep({ back, onSent }: { back: string; onSent: (phone: string) => void }) {
  const form = useForm<NumberValues, unknown, NumberParsed>({
    resolver: zodResolver(sendCodeSchema),
    defaultValues: { phoneNumber: '' },
  });
  const [formError, setFormError] = useState<string | null>(null);
  async function send(values: NumberParsed) {
    setFormError(null);
    const result = await postAuthCall('phone-number/send-otp', {
      phoneNumber: values.phoneNumber,
    });
    if (result.ok) onSent(values.phoneNumber);
    else setFormError(result.message);
  }
  return (
    <Form
      form={form}
      onSubmit={send}
      formError={formError}
      errorSummary={false}
      aria-label="Sign in, step 1 of 2"
    >
      <PhoneField
        name="phoneNumber"
        label="Mobile Number"
        hint={`We will text a ${SIGN_IN_CODE.length}-digit code to this number.`}
        required
      />
      <Inline space="medium">
        <SubmitButton submittingLabel="Sending the code">Send code</SubmitButton>
        <Link href={back}>Back</Link>
      </Inline>
    </Form>
  );
}

function CodeStep({
  phoneNumber,
  redirectTo,
  back,
  onChangeNumber,
}: {
  phoneNumber: string;
  redirectTo: string;
  back: string;
  onChangeNumber: () => void;
}) {
  const form = useForm<CodeValues, unknown, CodeParsed>({
    resolver: zodResolver(codeStepSchema),
    defaultValues: { code: '' },
  });
  const [formError, setFormError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [resending, setResending] = useState(false);
  const [signedIn, setSignedIn] = useState(false);
  const number = phoneNational(phoneNumber);

  useEffect(() => {
    form.setFocus('code');
  }, [form]);

  async function verify(values: CodeParsed) {
    setFormError(null);
    setNotice(null);
    const result = await postAuthCall('phone-number/verify', { phoneNumber, code: values.code });
    if (!result.ok) {
      setFormError(result.message);
      return;
    }
    setSignedIn(true);
    // a full load: the page asked for is rendered for the signed-in shopper
    window.location.assign(redirectTo);
  }

  async function resend() {
    setFormError(null);
    setNotice(null);
    setResending(true);
    const result = await postAuthCall('phone-number/send-otp', { phoneNumber });
    setResending(false);
    if (result.ok) {
      form.reset({ code: '' });
      setNotice(`We sent a new code to ${number}.`);
    } else {
      setFormError(result.message);
    }
  }

  return (
    <Form
      form={form}
      onSubmit={verify}
      formError={formError}
      errorSummary={false}
      aria-label="Sign in, step 2 of 2"
    >
      <Text>{`We sent a ${SIGN_IN_CODE.length}-digit code to ${number}. It expires in ${SIGN_IN_CODE.expiresInSeconds / 60} minutes.`}</Text>
      <TextField
        name="code"
        label="Code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={SIGN_IN_CODE.length}
        required
      />
      {notice ? <FormAlert tone="positive">{notice}</FormAlert> : null}
      {signedIn ? <FormAlert tone="positive">You are signed in.</FormAlert> : null}
      <Inline space="medium">
        <SubmitButton submittingLabel="Signing in">Sign In</SubmitButton>
        <Button
          variant="ghost"
          onClick={() => void resend()}
          loading={resending}
          disabled={resending}
        >
          Resend code
        </Button>
      </Inline>
      <Inline space="medium">
        <Button variant="transparent" onClick={onChangeNumber}>
          Use another number
        </Button>
        <Link href={back}>Back</Link>
      </Inline>
    </Form>
  );
}

/** The sign-in form: the mobile number, then the code. */
export function SignInForm({ redirectTo, back }: SignInFormProps) {
  const [phoneNumber, setPhoneNumber] = useState<string | null>(null);
  return (
    <Stack space="large">
      {phoneNumber === null ? (
        <NumberStep back={back} onSent={setPhoneNumber} />
      ) : (
        <CodeStep
          phoneNumber={phoneNumber}
          redirectTo={redirectTo}
          back={back}
          onChangeNumber={() => setPhoneNumber(null)}
        />
      )}
    </Stack>
  );
}
