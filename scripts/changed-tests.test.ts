import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { profiles } from '@dealer/template-profiles';
import { specCoverage } from '../e2e/coverage';
import { appsOf, featuresImporting, platformImports, reachedSpecs } from './changed-tests';

const root = path.resolve(import.meta.dirname, '..');
const imports = platformImports(root);

describe('the e2e coverage table', () => {
  const specs = fs.readdirSync(path.join(root, 'e2e')).filter((f) => f.endsWith('.spec.ts'));

  it('names every spec file once, and only those (a new template’s smoke spec is its own)', () => {
    const named = specCoverage.map((entry) => entry.spec);
    expect(new Set(named).size).toBe(named.length);
    expect([...named].sort()).toEqual(specs.filter((f) => !f.endsWith('.smoke.spec.ts')).sort());
  });

  it('names real feature folders and real templates', () => {
    const features = fs.readdirSync(path.join(root, 'platform/src/web'));
    for (const entry of specCoverage) {
      for (const feature of entry.features) expect(features, entry.spec).toContain(feature);
      for (const template of entry.templates) expect(Object.keys(profiles)).toContain(template);
    }
  });

  it('is the table of e2e/README.md, row for row', () => {
    const readme = fs.readFileSync(path.join(root, 'e2e/README.md'), 'utf8');
    const rows = readme
      .split('\n')
      .filter((line) => /^\| `[^`]+\.spec\.ts` +\|/.test(line))
      .map((line) => line.split('|').map((cell) => cell.trim()));
    expect(rows.map((cells) => cells[1])).toEqual(specCoverage.map((e) => `\`${e.spec}\``));
    for (const [index, entry] of specCoverage.entries()) {
      expect(rows[index]![2], entry.spec).toBe(entry.templates.join(', '));
      expect(rows[index]![3], entry.spec).toBe(entry.features.join(', '));
    }
  });
});

describe('the specs a change reaches', () => {
  it('a feature’s own module reaches its specs and no others', () => {
    const { specs } = reachedSpecs(['platform/src/web/trade-in/trade-in-routes.ts'], imports);
    expect(specs).toEqual(['trade-in.spec.ts']);
  });

  it('a domain rule reaches the features that import it, through other modules', () => {
    const features = featuresImporting(['platform/src/domain/site-visibility.ts'], imports);
    expect(features.has('search')).toBe(true);
    expect(features.has('vehicle')).toBe(true);
  });

  it('the frame, the site config and a spec’s helpers reach every spec', () => {
    const every = specCoverage.map((e) => e.spec);
    expect(reachedSpecs(['platform/src/web/frame/SiteShell.tsx'], imports).specs).toEqual(every);
    expect(reachedSpecs(['site-config/src/schema.ts'], imports).specs).toEqual(every);
    expect(reachedSpecs(['e2e/shopper.ts'], imports).specs).toEqual(every);
  });

  it('a template app’s file reaches the specs that run on it', () => {
    const { specs } = reachedSpecs(['templates/toyota/app/[site]/models/page.tsx'], imports);
    expect(specs).toContain('toyota-models.spec.ts');
    expect(specs).not.toContain('compare.spec.ts');
    expect(appsOf(specs)).toContain('toyota');
  });

  it('a design-system component reaches specs only when asked, through the features using it', () => {
    const file = 'design-system/src/components/ShareMenu/ShareMenu.tsx';
    expect(reachedSpecs([file], imports).specs).toEqual([]);
    const users = () => new Set(['vehicle' as const]);
    const asked = reachedSpecs([file], imports, { designSystem: true, componentUsers: users });
    expect(asked.specs).toContain('vehicle.spec.ts');
    expect(asked.specs).not.toContain('toyota-models.spec.ts');
  });

  it('docs, benches and server tests reach no spec', () => {
    expect(reachedSpecs(['README.md', 'bench/search.bench.ts'], imports).specs).toEqual([]);
  });
});
