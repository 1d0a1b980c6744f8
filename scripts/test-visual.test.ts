import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// `npm run test:visual` as a designer calls it wrongly: nothing is captured, and why is said.
// (A draft captured whole is the end-to-end theme preview's test.)

const root = path.resolve(import.meta.dirname, '..');

function testVisual(args: string[]) {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/test-visual.ts', ...args],
    { cwd: root, encoding: 'utf8', env: { ...process.env, SITES_FILE: '' } },
  );
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

const folder = () => fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-visual-'));

describe('npm run test:visual -- --theme', () => {
  it('refuses a theme whose accent fails WCAG 2.2 AA, naming the pair; captures nothing', () => {
    const dir = folder();
    const file = path.join(dir, 'lemon.json');
    fs.writeFileSync(file, JSON.stringify({ brand: 'generic', accentColour: '#ffe066' }));
    const out = path.join(dir, 'captures');
    const result = testVisual(['--theme', file, '--out', out]);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      'lemon.json: theme.accentColour: a solid button or selected tag on the page: #ffe066 on #ffffff is 1.3:1, under 3:1 (WCAG 2.2 AA); the nearest shade that passes is #a18d40',
    );
    expect(fs.existsSync(out)).toBe(false);
  });

  it('refuses a theme the site config’s schema refuses, naming the field', () => {
    const file = path.join(folder(), 'theme.json');
    fs.writeFileSync(file, JSON.stringify({ brand: 'generic', radius: 'round' }));
    const result = testVisual(['--theme', file]);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/theme\.json: theme\.radius: /);
  });

  it('says a missing file is missing', () => {
    const result = testVisual(['--theme', path.join(folder(), 'none.json')]);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/There is no file .*none\.json\./);
  });

  it('takes --out and --only only with --theme (exit 2 with the usage)', () => {
    const result = testVisual(['--only', 'page-home-phone']);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('--out and --only go with --theme.');
    expect(result.stderr).toContain('Usage: npm run test:visual');
  });
});
