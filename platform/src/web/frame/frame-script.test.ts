import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';

// What a page's first load carries: every page loads the frame's script (header, footer, links,
// pictures, the account control) before anything of its own, and what only a form or the server
// needs stays out of it and out of the vehicle page's first load (the lead forms load when first
// opened). The browser modules' imports are followed here as the apps' bundler follows them, and
// what a first load brings in is checked by name.

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../../..');

/** The browser modules of SiteShell (the frame of every page), as it imports them. */
const frameEntries = [
  'design-system/src/components/SiteHeader/SiteHeader.tsx',
  'design-system/src/components/SiteFooter/SiteFooter.tsx',
  'platform/src/web/frame/client/NextLinkProvider.tsx',
  'platform/src/web/frame/client/ImageRouteProvider.tsx',
  'platform/src/web/accounts/client/LazyAccountControl.tsx',
];

/**
 * The browser modules (`client/` folders) the server modules of a web folder import (or one
 * server module's, `folder/file.tsx`).
 */
function islandsOf(folder: string): string[] {
  const one = /\.tsx?$/.test(folder);
  const dir = path.join(root, one ? path.dirname(folder) : folder);
  const islands = (one ? [path.basename(folder)] : readdirSync(dir))
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .flatMap((file) =>
      [
        ...readFileSync(path.join(dir, file), 'utf8').matchAll(
          /import\s+(type\s+)?([^;]*?)\s+from '(\.[^']*\/client\/[^']+)'/g,
        ),
      ]
        // an import of types only brings no script
        .filter(([, typeOnly, names]) => !typeOnly && !/^\{(\s*type\s[^,}]+,?)+\s*\}$/.test(names!))
        .map((match) => path.relative(root, path.resolve(dir, match[3]!)))
        .map((module) =>
          existsSync(path.join(root, `${module}.tsx`)) ? `${module}.tsx` : `${module}.ts`,
        ),
    );
  return [...new Set(islands)];
}

/**
 * The modules a first load of these modules brings in: every module they import, and the modules
 * those import, statically (`import()` loads on demand, later). As the apps' bundler does, a
 * module comes in whole with all it imports, whichever of its exports is used.
 */
async function firstLoadModules(entries: readonly string[]): Promise<string[]> {
  const result = await build({
    entryPoints: entries.map((entry) => path.join(root, entry)),
    bundle: true,
    write: false,
    metafile: true,
    outdir: path.join(root, '.data/first-load-script'),
    platform: 'browser',
    format: 'esm',
    jsx: 'automatic',
    logLevel: 'silent',
    absWorkingDir: path.join(root, 'platform'),
    // the framework and the styles (vanilla-extract's .css.ts files become CSS) are not ours
    external: ['react', 'react/*', 'react-dom', 'react-dom/*', 'next', 'next/*', 'node:*'],
    plugins: [
      {
        name: 'styles',
        setup(bundler) {
          bundler.onResolve({ filter: /\.css(\.ts)?$/ }, (args) => ({
            path: args.path,
            external: true,
          }));
        },
      },
    ],
  });
  const inputs: Metafile['inputs'] = result.metafile.inputs;
  const fromRoot = (input: string) =>
    path
      .relative(root, path.resolve(root, 'platform', input))
      .split(path.sep)
      .join('/');
  const byPath = new Map(Object.keys(inputs).map((input) => [fromRoot(input), input]));
  const reached = new Set<string>();
  const pending = [...entries];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (reached.has(file)) continue;
    reached.add(file);
    const input = inputs[byPath.get(file) ?? ''];
    expect(input, file).toBeDefined();
    for (const imported of input!.imports) {
      if (imported.kind === 'import-statement' && !imported.external) {
        pending.push(fromRoot(imported.path));
      }
    }
  }
  return [...reached];
}

const packageOf = (file: string) =>
  /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)\//.exec(file)?.[1] ?? null;

/**
 * What a form needs: the schemas and the phone number rules. (The form state, react-hook-form, is
 * reached through the design system's index of its fields, whose unused exports the bundler
 * leaves out: the design system has no side effects outside its styles.)
 */
const formPackages = ['zod', '@hookform/resolvers', 'libphonenumber-js'];

describe('first-load scripts', () => {
  it("the frame's loads no schema: neither zod nor the site config", async () => {
    const modules = await firstLoadModules(frameEntries);
    expect(modules).toContain('platform/src/web/frame/client/ImageRouteProvider.tsx');
    expect(modules).toContain('platform/src/web/frame/client/browser-setup.ts');
    // the account control loads after the first script; the server paints it
    expect(modules).not.toContain('platform/src/web/accounts/client/AccountControl.tsx');
    expect(modules.filter((file) => packageOf(file) === 'zod')).toEqual([]);
    // the site config's names (site-config/src/names.ts) and nothing that parses or loads sites
    expect(
      modules.filter(
        (file) => file.startsWith('site-config/') && file !== 'site-config/src/names.ts',
      ),
    ).toEqual([]);
  }, 30_000);

  it("the frame's loads no menu panel: the header's panels load as the shopper reaches for them", async () => {
    const modules = await firstLoadModules([
      'design-system/src/components/SiteHeader/SiteHeader.tsx',
    ]);
    expect(modules).toContain('design-system/src/components/SiteHeader/HeaderNavigation.tsx');
    expect(
      modules.filter((file) =>
        /HeaderNavigationMenu|NavigationMenu\/(NavigationMenu|ModelMenu)\.tsx|react-navigation-menu/.test(
          file,
        ),
      ),
    ).toEqual([]);
  }, 30_000);

  it.each([
    // the lead forms open in a dialog (LazyLeadFormDialog); the viewed car is recorded without them
    ['vehicle', 'platform/src/web/vehicle', 'platform/src/web/leads/client/RememberViewedCar.tsx'],
    // 'Save this search' loads its form when the shopper reaches for it
    ['search', 'platform/src/web/search', 'platform/src/web/search/client/StockSearch.tsx'],
  ])(
    "the %s page's islands load no form code until a form is opened",
    async (_, folder, island) => {
      const islands = islandsOf(folder);
      expect(islands).toContain(island);
      const modules = await firstLoadModules(islands);
      const packages = new Set(modules.map(packageOf));
      expect(formPackages.filter((name) => packages.has(name))).toEqual([]);
      expect(modules).not.toContain('platform/src/domain/phone.ts');
    },
    30_000,
  );

  it.each([
    // the finance calculator and the enquiry form beside it; the form's schema loads when focus
    // first enters it (lead-form-checks.ts)
    ['finance', 'platform/src/web/finance', 'platform/src/web/leads/client/LeadForm.tsx'],
    ['enquiry form', 'platform/src/web/leads', 'platform/src/web/leads/client/LeadForm.tsx'],
    // the valuation wizard's step schemas load once the page has painted (trade-in-checks.ts)
    ['trade-in', 'platform/src/web/trade-in', 'platform/src/web/trade-in/client/TradeInWizard.tsx'],
    // the reserve checkout: 'Confirm your mobile' loads its checks at its first check
    // (phone-check-checks.ts), the enquiry form beside it as every enquiry form does
    [
      'checkout',
      'platform/src/web/checkout/CheckoutPage.tsx',
      'platform/src/web/checkout/client/PhoneCheck.tsx',
    ],
    // the postcode finder's check loads as the enquiry form's does (nearest-location-checks.ts)
    [
      'locations',
      'platform/src/web/locations',
      'platform/src/web/locations/client/NearestLocationFinder.tsx',
    ],
  ])(
    "the %s page's islands load no schema until the shopper reaches the form",
    async (_, folder, island) => {
      const islands = islandsOf(folder);
      expect(islands).toContain(island);
      const modules = await firstLoadModules(islands);
      const packages = new Set(modules.map(packageOf));
      expect(packages.has('react-hook-form')).toBe(true);
      expect(['zod', 'libphonenumber-js'].filter((name) => packages.has(name))).toEqual([]);
      expect(modules).not.toContain('platform/src/domain/lead-forms.ts');
    },
    30_000,
  );

  it("the success page's island (the enquired car) loads no form code", async () => {
    const modules = await firstLoadModules(['platform/src/web/leads/client/EnquiredCar.tsx']);
    const packages = new Set(modules.map(packageOf));
    expect(formPackages.filter((name) => packages.has(name))).toEqual([]);
    expect(modules).not.toContain('platform/src/domain/phone.ts');
  }, 30_000);
});
