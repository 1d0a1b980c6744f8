import { Container, Heading, Stack, Text } from '@dealer/design-system';
import { type Site } from '@dealer/site-config';
import { SignInForm } from './client/SignInForm';

/** What the sign-in page says it is for, by the type the page was sent with (spec §2 type). */
export function signInIntro(type: string | null): string {
  switch (type) {
    case 'watchlist':
      return 'Sign in with your mobile number to save cars to your watchlist.';
    case 'checkout':
      return 'Sign in with your mobile number to reserve this car.';
    case 'finance':
    case 'personalised-finance':
    case 'credit-check':
      return 'Sign in with your mobile number to continue with your finance.';
    case 'my-garage':
      return 'Sign in with your mobile number to see your garage.';
    case 'mymotorama':
    case 'mybigboxcars':
    case 'myblinkr':
    case 'myservco':
      return 'Sign in with your mobile number to see your saved cars, reservations and enquiries.';
    case 'online-payment':
      return 'Sign in with your mobile number to pay for your reservation.';
    case 'spin-to-win':
      return 'Sign in with your mobile number to spin the wheel.';
    default:
      return 'Sign in with your mobile number. We will text you a code: there is no password to remember.';
  }
}

/** spec §2 /sign-in: the heading, what it is for, and the two-step form. */
export function SignInPage({
  site,
  type,
  redirectTo,
  back,
}: {
  site: Site;
  type: string | null;
  redirectTo: string;
  back: string;
}) {
  return (
    <Container width="medium">
      <Stack space="large">
        <Stack space="small">
          <Heading level={1}>Sign In</Heading>
          <Text tone="muted">{signInIntro(type)}</Text>
          <Text tone="muted" size="small">
            {`Your account is with ${site.name} only.`}
          </Text>
        </Stack>
        <SignInForm redirectTo={redirectTo} back={back} />
      </Stack>
    </Container>
  );
}
