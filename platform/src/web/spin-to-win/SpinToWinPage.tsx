import { Columns, Container, Heading, Stack, Text } from '@dealer/design-system';
import { type Site, type SpinToWin } from '@dealer/site-config';
import { siteTimeZone } from '../../domain/locations';
import { slotsStillToWin, spinToWinEnded } from '../../domain/spin-to-win';
import { appRuntime } from '../../runtime';
import { type ShopperSession } from '../accounts/session';
import { SpinTheWheel } from './client/SpinTheWheel';
import { spinView } from './spin-to-win-routes';

// spec §2 /spin-to-win: the site's promotion (its config's title, intro, slots and terms) for a
// signed-in shopper: the wheel and 'Spin the Wheel', what can still be won, and the terms; a
// shopper who has spun sees what they won and their claim code.

export async function SpinToWinPage({
  site,
  promotion,
  shopper,
}: {
  site: Site;
  promotion: SpinToWin;
  shopper: ShopperSession;
}) {
  const store = await appRuntime().store();
  const [spun, awarded, locations] = await Promise.all([
    store.spins.spinOf(site.slug, promotion.id, shopper.userId),
    store.spins.awarded(site.slug, promotion.id),
    store.stock.listLocations(site),
  ]);
  const ended = spinToWinEnded(promotion, new Date(), siteTimeZone(locations));
  const open = new Set(slotsStillToWin(promotion.slots, awarded).map((slot) => slot.id));
  const prizes = promotion.slots.filter((slot) => slot.wins);
  return (
    <Container width="large">
      <Stack space="xlarge">
        <Stack space="small">
          <Heading level={1}>{promotion.title}</Heading>
          <Text size="large">{promotion.intro}</Text>
        </Stack>
        <Columns space="xlarge">
          <SpinTheWheel
            promotionId={promotion.id}
            slots={promotion.slots.map(({ id, label }) => ({ id, label }))}
            spun={spun ? spinView(spun) : null}
            ended={ended}
            claim={promotion.claim}
          />
          <section aria-labelledby="spin-prizes">
            <Stack space="medium">
              <Heading level={2} id="spin-prizes">
                Prizes to win
              </Heading>
              <Stack space="small" as="ul">
                {prizes.map((slot) => (
                  <li key={slot.id}>
                    <Text as="span">
                      {open.has(slot.id) ? slot.label : `${slot.label} (all won)`}
                    </Text>
                  </li>
                ))}
              </Stack>
              <Text size="small" tone="muted">
                {promotion.terms}
              </Text>
            </Stack>
          </section>
        </Columns>
      </Stack>
    </Container>
  );
}
