import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';

// The theme studio's hand-over as an operator takes it: a theme exported by the studio (a site
// config's `theme`) is checked by `npm run sites -- preview`, which serves a demo site in it;
// the vehicle page's primary button wears the draft's accent. A theme the site config refuses
// is not served.

const root = path.resolve(import.meta.dirname, '..');
const PORT = 3391;
const slug = 'harbour-city-cars';
const host = `${slug}.localhost:${PORT}`;

test.describe.configure({ mode: 'serial', timeout: 300_000 });

function sitesCommand(args: string[]): ChildProcess {
  return spawn('npx', ['tsx', 'scripts/sites.ts', ...args], {
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
    await expectNoAxeViolations(page);
  } finally {
    if (preview.pid) process.kill(-preview.pid, 'SIGTERM');
  }
});
