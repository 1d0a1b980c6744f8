import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The platform's shape (docs/ARCHITECTURE.md): its layers run one way, and its web layer is one
// folder per feature, whose client/ folder holds what runs in the browser.

const source = path.dirname(fileURLToPath(import.meta.url));

/**
 * Each top folder of platform/src and its layer: a module imports only from lower layers and
 * from its own folder. Folders of one layer (store, search, media) do not import each other.
 */
const layerOf: Record<string, number> = {
  domain: 0, // entities and the spec's rules; imports nothing of the platform's
  'command-line': 0, // the command-line helpers every CLI and the app server share
  demo: 1, // the demo catalogue the seed, the demo valuations and the tests draw on
  store: 2,
  search: 2,
  media: 2,
  services: 3,
  runtime: 4,
  web: 5,
};

/** The browser's side: what a client/ folder's modules may not import (type imports aside). */
const serverOnlyLayers = ['store', 'services', 'runtime', 'command-line'];

/** Shared by every page of a site rather than one feature's: layout, links, navigation state. */
const FRAME = 'frame';
/** Folders of web by kind rather than by feature, which the feature folders replaced. */
const kindFolders = ['handlers', 'sections', 'islands', 'pages', 'components', 'utils'];

interface ImportEdge {
  from: string;
  to: string;
  specifier: string;
  typeOnly: boolean;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const files = sourceFiles(source).map((file) =>
  path.relative(source, file).split(path.sep).join('/'),
);
const fileSet = new Set(files);

function resolveRelative(from: string, specifier: string): string | null {
  const base = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`]) {
    if (fileSet.has(candidate)) return candidate;
  }
  return null;
}

const IMPORT =
  /(?:^|\n)\s*(import|export)\s+(type\s+)?(?:([^'";]*?)\s+from\s+)?['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)|\bvi\.(?:mock|importActual)\(\s*['"]([^'"]+)['"]/g;

/** The platform modules a file imports (relative imports; the platform names no package of its own). */
function importsOf(file: string, text: string): ImportEdge[] {
  const edges: ImportEdge[] = [];
  for (const match of text.matchAll(IMPORT)) {
    const specifier = match[4] ?? match[5] ?? match[6];
    if (!specifier) continue;
    if (specifier.startsWith('@dealer/platform')) {
      edges.push({ from: file, to: `(package) ${specifier}`, specifier, typeOnly: false });
      continue;
    }
    if (!specifier.startsWith('.')) continue;
    const to = resolveRelative(file, specifier);
    if (!to) continue;
    const names = match[3] ?? '';
    const typeOnly =
      Boolean(match[2]) ||
      (/^\{[^}]*\}$/.test(names.trim()) &&
        names
          .replace(/[{}]/g, '')
          .split(',')
          .map((name) => name.trim())
          .filter(Boolean)
          .every((name) => name.startsWith('type ')));
    edges.push({ from: file, to, specifier, typeOnly });
  }
  return edges;
}

const isTest = (file: string) => /\.(test|fixtures)\.tsx?$/.test(file);
const topOf = (file: string) => (file.includes('/') ? file.split('/')[0]! : '');

/**
 * Why an import runs against the layers, or null when it is fine. Tests and fixtures may also
 * use the demo catalogue.
 */
function layerViolation(edge: Pick<ImportEdge, 'from' | 'to'>): string | null {
  if (edge.to.startsWith('(package)')) return 'imports the platform by its package name';
  const from = topOf(edge.from);
  const to = topOf(edge.to);
  if (from === '' || from === to) return null; // the package entry, or within one folder
  const fromLayer = layerOf[from];
  const toLayer = layerOf[to];
  if (fromLayer === undefined) return `${from}/ has no layer (add it to layerOf)`;
  if (toLayer === undefined) return `${to}/ has no layer (add it to layerOf)`;
  if (to === 'demo' && isTest(edge.from)) return null;
  if (toLayer > fromLayer) return `${from} (layer ${fromLayer}) imports ${to} (layer ${toLayer})`;
  if (toLayer === fromLayer) return `${from} imports ${to}, a folder of its own layer`;
  return null;
}

const edges = files.flatMap((file) =>
  importsOf(file, readFileSync(path.join(source, file), 'utf8')),
);

describe('the layers run one way: domain <- store, search, media <- services <- runtime <- web', () => {
  it('holds for every import of every module', () => {
    const violations = edges.flatMap((edge) => {
      const why = layerViolation(edge);
      return why ? [`${edge.from} -> ${edge.specifier}: ${why}`] : [];
    });
    expect(violations).toEqual([]);
  });

  it.each([
    [{ from: 'store/stock-repository.ts', to: 'search/site-visibility.ts' }, /its own layer/],
    [{ from: 'runtime/serve-cli.ts', to: 'web/frame/app-context.ts' }, /runtime \(layer 4\)/],
    [{ from: 'services/leads/leads-cli.ts', to: 'runtime/index.ts' }, /services \(layer 3\)/],
    [{ from: 'domain/slug.ts', to: 'demo/index.ts' }, /domain \(layer 0\)/],
    [{ from: 'domain/slug.test.ts', to: 'store/index.ts' }, /domain \(layer 0\)/],
    [{ from: 'reports/daily.ts', to: 'domain/slug.ts' }, /has no layer/],
  ])('refuses %j', (edge, why) => {
    expect(layerViolation(edge)).toMatch(why);
  });

  it.each([
    { from: 'web/vehicle/VehiclePage.tsx', to: 'runtime/index.ts' },
    { from: 'services/leads/lead-service.ts', to: 'store/index.ts' },
    { from: 'domain/models.test.ts', to: 'demo/model-range.ts' },
    { from: 'web/search/SearchPage.tsx', to: 'web/frame/app-context.ts' },
  ])('allows %j', (edge) => {
    expect(layerViolation(edge)).toBeNull();
  });

  it('finds the imports of a module, and which name types only', () => {
    const found = importsOf(
      'web/trade-in/client/Wizard.tsx',
      [
        "import { type A, type B } from '../../../domain/valuation';",
        "import { lookup } from '../trade-in-routes';",
        "export { C } from '../../../domain/valuation';",
        "const later = () => import('../../../domain/valuation');",
      ].join('\n'),
    );
    expect(found.map((edge) => edge.typeOnly)).toEqual([true, false, false, false]);
  });
});

describe('the web layer is one folder per feature', () => {
  const web = path.join(source, 'web');
  const top = readdirSync(web, { withFileTypes: true });

  it('holds feature folders only, none by kind', () => {
    expect(top.filter((entry) => !entry.isDirectory()).map((entry) => entry.name)).toEqual([]);
    expect(top.map((entry) => entry.name).filter((name) => kindFolders.includes(name))).toEqual([]);
    expect(top.map((entry) => entry.name)).toContain(FRAME);
  });

  it('marks what runs in the browser by one rule: a client component lives in a client/ folder', () => {
    const misplaced = files.filter(
      (file) =>
        /^\s*(\/\/[^\n]*\n\s*)*['"]use client['"]/.test(
          readFileSync(path.join(source, file), 'utf8'),
        ) && !/^web\/[^/]+\/client\//.test(file),
    );
    expect(misplaced).toEqual([]);
  });

  it('keeps client/ folders directly inside a feature, and server-only layers out of them', () => {
    const clientFiles = files.filter((file) => file.split('/').includes('client'));
    expect(clientFiles.filter((file) => !/^web\/[^/]+\/client\//.test(file))).toEqual([]);
    const serverImports = edges
      .filter((edge) => /^web\/[^/]+\/client\//.test(edge.from) && !edge.typeOnly)
      .filter((edge) => serverOnlyLayers.includes(topOf(edge.to)))
      .map((edge) => `${edge.from} -> ${edge.specifier}`);
    expect(serverImports).toEqual([]);
  });
});

describe('the server-only layers say so', () => {
  it("starts every store and service module with import 'server-only' (tests and *-cli.ts aside)", () => {
    const unmarked = files
      .filter(
        (file) => /^(store|services)\//.test(file) && !isTest(file) && !file.endsWith('-cli.ts'),
      )
      .filter(
        (file) => !/^import 'server-only';$/m.test(readFileSync(path.join(source, file), 'utf8')),
      );
    expect(unmarked).toEqual([]);
  });
});
