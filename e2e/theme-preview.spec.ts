import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { PNG } from 'pngjs';
import { expectNoAxeViolations } from './axe';

// The theme studio's hand-over as an operator takes it: a theme exported by the studio (a site
// config's `theme`) is checked by `npm run sites -- preview`, which serves a demo site in it;
// the vehicle page's primary button wears the draft's accent. A theme the site config refuses
// is not served. `npm run test:visual -- --theme` captures the pages in it for a designer.

const root = path.resolve(import.meta.dirname, '..');
const PORT = 3391;
const slug = 'harbour-city-cars';
const host = `${slug}.localhost:${PORT}`;

test.describe.configure({ mode: 'serial', timeout: 300_000 });

function sitesCommand(args: string[]): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'scripts/sites.ts', ...args], {
    cwd: root,
    env: { ...process.env, SITES_FILE: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
}

function output(child: ChildProcess): Promise<{ code: number | null; text: string }> {
  let text = '';
  child.stdout!.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (text += chunk.toString()));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, text })));
}

function answers(): Promise<boolean> {
  return new Promise((resolve) => {
    const req = http.get(
      { host: '127.0.0.1', port: PORT, path: '/', headers: { host }, agent: false },
      (res) => {
        res.resume();
        resolve((res.statusCode ?? 500) < 400);
      },
    );
    req.on('error', () => resolve(false));
    req.setTimeout(5_000, () => req.destroy());
  });
}

const themeFile = (theme: object) => {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-theme-')), 'theme.json');
  fs.writeFileSync(file, JSON.stringify(theme));
  return file;
};

test('a theme the site config refuses is named and not served', async () => {
  const file = themeFile({ brand: 'generic', accentColour: '#ffe066' });
  const { code, text } = await output(sitesCommand(['preview', slug, file, '--port', '3392']));
  expect(code).toBe(1);
  expect(text).toContain(
    `${slug}: theme.accentColour: a solid button or selected tag on the page: #ffe066 on #ffffff is 1.3:1, under 3:1 (WCAG 2.2 AA); the nearest shade that passes is #a18d40`,
  );
});

test('a demo site served in a draft theme: the vehicle page’s primary button wears its accent', async ({
  page,
}) => {
  const file = themeFile({
    brand: 'generic',
    accentColour: '#7c3aed',
    textColour: '#1c1917',
    radius: 'none',
    font: null,
    logoUrl: null,
  });
  const preview = sitesCommand(['preview', slug, file, '--port', String(PORT)]);
  const log: string[] = [];
  preview.stdout!.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  preview.stderr!.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  try {
    await expect
      .poll(answers, { timeout: 240_000, intervals: [1_000], message: log.join('') })
      .toBe(true);
    expect(log.join('')).toContain(`Previewing ${slug} in ${file}: http://${host}/`);
    await page.goto(`http://${host}/search`);
    await page
      .getByRole('link', { name: /Explore Vehicle/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/cars\//);
    // the first of the sidebar's actions, a solid button (this site's chat in place of Enquire Now)
    const primary = page.getByRole('button', { name: 'Instant Message' }).first();
    await expect(primary).toBeVisible();
    await expect
      .poll(() => primary.evaluate((button) => getComputedStyle(button).backgroundColor))
      .toBe('rgb(124, 58, 237)');
    expect(await primary.evaluate((button) => getComputedStyle(button).borderTopLeftRadius)).toBe(
      '0px',
    );
    // the draft's text colour on the page's heading
    expect(
      await page
        .getByRole('heading', { level: 1 })
        .evaluate((heading) => getComputedStyle(heading).color),
    ).toBe('rgb(28, 25, 23)');
    await expectNoAxeViolations(page);
  } finally {
    if (preview.pid) process.kill(-preview.pid, 'SIGTERM');
  }
});

/** How many pixels of a PNG are this colour. */
function pixelsOf(file: string, [r, g, b]: readonly [number, number, number]): number {
  const { data } = PNG.sync.read(fs.readFileSync(file));
  let count = 0;
  for (let i = 0; i < data.length; i += 4) {
    if (data[i] === r && data[i + 1] === g && data[i + 2] === b) count += 1;
  }
  return count;
}

test('a designer’s captures of a draft theme: the pages in its accent, one page to open them', async ({
  page,
}) => {
  const file = themeFile({ brand: 'toyota', accentColour: '#7c3aed', radius: 'none' });
  const out = path.join(path.dirname(file), 'captures');
  const command = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'scripts/test-visual.ts',
      '--theme',
      file,
      '--out',
      out,
      '--only',
      'page-vehicle-desktop,page-home-phone',
    ],
    { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], detached: true },
  );
  const { code, text } = await output(command);
  expect(code, text).toBe(0);
  expect(text).toContain(`Wrote 2 captures in ${file} to ${out}; open index.html there.`);
  expect(fs.readdirSync(out).sort()).toEqual([
    'index.html',
    'page-home-phone.png',
    'page-vehicle-desktop.png',
    'theme.json',
  ]);
  const vehicle = PNG.sync.read(fs.readFileSync(path.join(out, 'page-vehicle-desktop.png')));
  expect(vehicle.width).toBe(1280);
  const phone = PNG.sync.read(fs.readFileSync(path.join(out, 'page-home-phone.png')));
  expect(phone.width).toBe(414);
  // the whole page, not the first screen
  expect(phone.height).toBeGreaterThan(2_000);
  // the draft's accent (the primary buttons) on both; none of the brand's own red
  for (const capture of ['page-vehicle-desktop.png', 'page-home-phone.png']) {
    expect(pixelsOf(path.join(out, capture), [124, 58, 237])).toBeGreaterThan(1_000);
    expect(pixelsOf(path.join(out, capture), [235, 10, 30])).toBe(0);
  }
  await page.goto(`file://${out}/index.html`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Draft theme: ${file} over toyota`,
  );
  await expect(
    page.getByRole('img', { name: 'page-vehicle-desktop in the draft theme' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});
