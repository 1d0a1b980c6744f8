import { Breadcrumbs, Button, Container, Heading, Link, Stack, Text } from '@dealer/design-system';
import { type ConfirmEmailView } from './confirm-email-view';

/**
 * The confirm page of an alert address: a plain form with the 'Confirm' button (it works without
 * JavaScript), the confirmation, or why the link is not valid.
 */
export function ConfirmEmailPage({ view }: { view: ConfirmEmailView }) {
  return (
    <Container width="medium">
      <Stack space="large">
        <Breadcrumbs
          items={[
            { label: 'Home', href: '/' },
            { label: 'Confirm your email', href: '/pages/confirm-email' },
          ]}
        />
        <Heading level={1}>Confirm your email</Heading>
        {view.kind === 'confirm' ? (
          <form method="post" action={view.action}>
            <Stack space="medium">
              <Text>{view.message}</Text>
              <input type="hidden" name="token" value={view.token} />
              <div>
                <Button type="submit">{view.button}</Button>
              </div>
            </Stack>
          </form>
        ) : (
          <Stack space="medium">
            <Text>{view.message}</Text>
            {view.kind === 'done' ? <Link href="/my-garage">View your saved searches</Link> : null}
            <Link href="/">Back to home</Link>
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
