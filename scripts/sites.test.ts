import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// `npm run sites -- validate <file>` as an operator runs it on a sites file.

const root = path.resolve(import.meta.dirname, '..');

function validate(sites: unknown) {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-sites-')), 'sites.json');
  fs.writeFileSync(file, JSON.stringify(sites, null, 2));
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/sites.ts', 'validate', file],
    {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, SITES_FILE: '' },
    },
  );
  return { file, status: result.status, stdout: result.stdout, stderr: result.stderr };
}

const site = (slug: string, patch: Record<string, unknown> = {}) => ({
  id: 1,
  slug,
  name: 'Test Motors',
  url: 'https://test.example.com.au',
  template: 'caravan',
  dealershipId: 1,
  dealerships: [{ id: 1, slug, name: 'Test Motors' }],
  theme: { brand: 'caravan' },
  ...patch,
});

describe('npm run sites -- validate', () => {
  it('names the site and the field of every problem of two sites, exit 1', () => {
    const result = validate([
      site('bayside-caravans', {
        url: 'bayside',
        phone: 'call us',
        domains: ['www.bayside.com.au'],
        features: { reserve: { enabled: true, holdHours: 0 } },
      }),
      site('coastal-rv', { domains: ['WWW.Bayside.com.au'], dealershipId: 9 }),
    ]);
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    const [heading, ...problems] = result.stderr.trimEnd().split('\n');
    expect(heading).toBe(`${result.file}: 6 problems in 2 sites`);
    // site and field first, then why
    expect(problems.map((line) => line.split(': ').slice(0, 2).join(': '))).toEqual([
      '  bayside-caravans: url',
      '  bayside-caravans: phone',
      '  bayside-caravans: features.reserve.holdHours',
      '  coastal-rv: id',
      '  coastal-rv: domain',
      '  coastal-rv: dealershipId',
    ]);
    expect(problems.slice(3)).toEqual([
      '  coastal-rv: id: id 1 is already used by "bayside-caravans"',
      '  coastal-rv: domain: domain www.bayside.com.au is already used by "bayside-caravans"',
      '  coastal-rv: dealershipId: must be one of the site dealerships',
    ]);
  });

  it('refuses an accent colour that fails WCAG 2.2 AA in its brand, naming the pair and the nearest that passes', () => {
    const result = validate([
      site('bayside-caravans', { theme: { brand: 'caravan', accentColour: '#ffe066' } }),
      site('coastal-rv', { id: 2, theme: { brand: 'caravan', accentColour: '#0e7490' } }),
    ]);
    expect(result.status).toBe(1);
    const [heading, ...problems] = result.stderr.trimEnd().split('\n');
    expect(heading).toBe(`${result.file}: 3 problems in 1 site`);
    expect(problems[0]).toBe(
      '  bayside-caravans: theme.accentColour: a solid button or selected tag on the page: #ffe066 on #fffdf8 is 1.28:1, under 3:1 (WCAG 2.2 AA); the nearest shade that passes is #9c893e',
    );
    expect(
      problems.every((line) => line.startsWith('  bayside-caravans: theme.accentColour: ')),
    ).toBe(true);
    // the shade offered passes
    const fixed = validate([
      site('bayside-caravans', { theme: { brand: 'caravan', accentColour: '#9c893e' } }),
    ]);
    expect(fixed.status).toBe(0);
  });

  it('refuses a text colour or a page colour that fails WCAG 2.2 AA, naming the field to change', () => {
    const result = validate([
      site('bayside-caravans', { theme: { brand: 'caravan', textColour: '#8a8f98' } }),
      site('coastal-rv', { id: 2, theme: { brand: 'caravan', surfaceColour: '#1f2937' } }),
      site('outback-rv', {
        id: 3,
        theme: {
          brand: 'caravan',
          textColour: '#1c1917',
          surfaceColour: '#fdf6ec',
          density: 'compact',
        },
      }),
    ]);
    expect(result.status).toBe(1);
    const problems = result.stderr.trimEnd().split('\n').slice(1);
    expect(problems[0]).toMatch(
      /^ {2}bayside-caravans: theme\.textColour: text on the page: #8a8f98 on #fffdf8 is [\d.]+:1, under 4\.5:1 \(WCAG 2\.2 AA\); the nearest shade that passes is #[0-9a-f]{6}$/,
    );
    expect(
      problems.some((line) =>
        line.startsWith('  coastal-rv: theme.surfaceColour: text on the page: '),
      ),
    ).toBe(true);
    // a page colour alone offers no shade: the brand's colours fail on it
    expect(
      problems
        .filter((line) => line.startsWith('  coastal-rv: '))
        .every((line) => !line.includes('nearest')),
    ).toBe(true);
    // a dark text on a warm page passes
    expect(problems.some((line) => line.startsWith('  outback-rv: '))).toBe(false);
  });

  it('prints a short OK line for a valid file, exit 0', () => {
    const result = validate([site('bayside-caravans'), site('coastal-rv', { id: 2 })]);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout.trim()).toBe(
      `OK: ${result.file} holds 2 valid sites (bayside-caravans, coastal-rv).`,
    );
  });
});
