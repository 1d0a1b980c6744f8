import { expect, test } from '@playwright/test';
import { signInWithTextedCode } from './accounts';
import { expectNoAxeViolations, wcagTags } from './axe';
import { siteRequest } from './shopper';
import { demo, siteUrl } from './sites';

// spec §2 /spin-to-win: Swan Valley Toyota's config has a promotion for signed-in shoppers. From
// the home page's 'Spin to Win' a visitor signs in and comes back to it; one spin lands on a
// slot of the wheel and says what was won (with a claim code for a prize); the page and the call
// keep that spin, and a site without a promotion has no such page.

const site = demo.toyota;

test('a visitor signs in from the home page, spins once and keeps what the wheel gave', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto(siteUrl(site, '/'));
  await page
    .getByRole('region', { name: 'How we can help' })
    .getByRole('link', { name: 'Spin to Win' })
    .click();
  await expect(page).toHaveURL(/\/sign-in\?/);
  const signIn = new URL(page.url()).searchParams;
  expect(signIn.get('type')).toBe('spin-to-win');
  expect(signIn.get('redirect')).toBe('/spin-to-win');
  await expect(page.getByText('Sign in with your mobile number to spin the wheel.')).toBeVisible();
  await signInWithTextedCode(page, site);

  await expect(page).toHaveURL(siteUrl(site, '/spin-to-win'));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Spin to Win this Summer' }),
  ).toBeVisible();
  const prizes = page.getByRole('region', { name: 'Prizes to win' });
  await expect(prizes.getByText('$50 fuel card')).toBeVisible();
  await expect(prizes.getByText(/^One spin per person\./)).toBeVisible();
  await expectNoAxeViolations(page, wcagTags);

  await page.getByRole('button', { name: 'Spin the Wheel' }).click();
  const result = page.getByRole('status').getByRole('heading', { level: 2 });
  await expect(result).toHaveText(/^(You won .+!|Better luck next time\. Thanks for playing\.)$/, {
    timeout: 10_000,
  });
  const said = (await result.textContent())!;
  const won = said.startsWith('You won');
  if (won) await expect(page.getByTestId('spin-code')).toHaveText(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
  const landed = await page.locator('[data-slot="prize-wheel"]').getAttribute('data-landed');
  expect(landed).toBeTruthy();
  await expect(page.getByRole('button', { name: 'Spin the Wheel' })).toHaveCount(0);
  await expectNoAxeViolations(page, wcagTags);

  // the spin is kept: the page shows it again, and another spin answers the same
  const code = won ? await page.getByTestId('spin-code').textContent() : null;
  await page.reload();
  await expect(page.getByRole('status').getByRole('heading', { level: 2 })).toHaveText(said);
  await expect(page.getByRole('button', { name: 'Spin the Wheel' })).toHaveCount(0);
  const again = await page.evaluate(async () => {
    const response = await fetch('/api/spin-to-win', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ promotion_id: 'summer-spin-2026' }),
    });
    return { status: response.status, body: await response.json() };
  });
  expect(again.status).toBe(200);
  expect(again.body).toMatchObject({ success: true, fresh: false, spin: { slotId: landed } });
  if (code) expect(again.body.spin.code).toBe(code);
});

test('a visitor’s spin is refused, and a site without a promotion has no page', async ({
  page,
}) => {
  await page.goto(siteUrl(site, '/robots.txt'));
  const refused = await page.evaluate(async () => {
    const response = await fetch('/api/spin-to-win', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ promotion_id: 'summer-spin-2026' }),
    });
    return { status: response.status, body: await response.json() };
  });
  expect(refused).toEqual({
    status: 401,
    body: { success: false, message: 'Please sign in to spin the wheel.' },
  });
  for (const other of [demo.generic, demo.caravan]) {
    expect((await siteRequest(page, other, '/spin-to-win')).status).toBe(404);
    expect(
      (
        await siteRequest(page, other, '/api/spin-to-win', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{"promotion_id":"summer-spin-2026"}',
        })
      ).status,
    ).toBe(404);
  }
  await page.goto(siteUrl(demo.generic, '/'));
  await expect(page.getByRole('link', { name: 'Spin to Win' })).toHaveCount(0);
});
