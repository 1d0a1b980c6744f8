import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

// Every page of a site loads the frame's script (header, footer, links, pictures, the account
// control) before anything of its own: what only a form or the server needs stays out of it
// (issue: the frame's script at most 140 KB gzipped). The frame's browser modules are bundled
// here as the apps bundle them, and what they pull in is checked by name.

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../../..');

/** The browser modules of SiteShell (the frame of every page), as it imports them. */
const frameEntries = [
  'design-system/src/components/SiteHeader/SiteHeader.tsx',
  'design-system/src/components/SiteFooter/SiteFooter.tsx',
  'platform/src/web/frame/client/NextLinkProvider.tsx',
  'platform/src/web/frame/client/ImageRouteProvider.tsx',
  'platform/src/web/accounts/client/AccountControl.tsx',
];

/** The modules whose code the frame's script holds, relative to the repository. */
async function frameModules(): Promise<string[]> {
  const result = await build({
    entryPoints: frameEntries.map((entry) => path.join(root, entry)),
    bundle: true,
    write: false,
    metafile: true,
    outdir: path.join(root, '.data/frame-script'),
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
  // what the bundles hold once unused code is dropped (the inputs list every module read)
  const held = new Set(
    Object.values(result.metafile.outputs).flatMap((output) =>
      Object.entries(output.inputs)
        .filter(([, input]) => input.bytesInOutput > 0)
        .map(([file]) => file),
    ),
  );
  return [...held].map((input) =>
    path
      .relative(root, path.resolve(root, 'platform', input))
      .split(path.sep)
      .join('/'),
  );
}

describe("the frame's script", () => {
  it('loads no schema: neither zod nor the site config', async () => {
    const modules = await frameModules();
    expect(modules).toContain('platform/src/web/frame/client/ImageRouteProvider.tsx');
    expect(modules).toContain('platform/src/web/frame/client/browser-setup.ts');
    expect(modules.filter((file) => /\/node_modules\/zod\//.test(file))).toEqual([]);
    // the site config's names (site-config/src/names.ts) and nothing that parses or loads sites
    expect(
      modules.filter(
        (file) => file.startsWith('site-config/') && file !== 'site-config/src/names.ts',
      ),
    ).toEqual([]);
  }, 30_000);
});
