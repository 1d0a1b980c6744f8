import { Breadcrumbs, Button, Container, Heading, Link, Stack, Text } from '@dealer/design-system';
import { type UnsubscribeView } from './unsubscribe-view';

/**
 * The unsubscribe page of a saved search's alerts: a plain form with the 'Unsubscribe' button
 * (it works without JavaScript), the confirmation, or why the link is not valid.
 */
export function UnsubscribePage({ view }: { view: Exclude<UnsubscribeView, { kind: 'about' }> }) {
  return (
    <Container width="medium">
      <Stack space="large">
        <Breadcrumbs
          items={[
            { label: 'Home', href: '/' },
            { label: 'Unsubscribe', href: '/pages/unsubscribe' },
          ]}
        />
        <Heading level={1}>Unsubscribe</Heading>
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
            {view.kind === 'done' ? <Link href={view.searchHref}>View the search</Link> : null}
            <Link href="/">Back to home</Link>
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
