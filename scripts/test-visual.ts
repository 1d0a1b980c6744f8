// The visual check: `npm run test:visual` compares the key stories, each in every brand, with the
// committed baselines (as `npm test` does); with `--theme <theme.json>` (the theme studio's
// Export) it captures the key stories and the pages of a dealer site in that draft theme instead,
// into a folder a designer opens, after checking the theme as `npm run sites -- validate` does.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {
  parseCommandLine,
  runCommand,
  UsageError,
} from '../platform/src/command-line/command-line';
import {
  DRAFT_THEME_FILE,
  draftIndexHtml,
  onlyPattern,
} from '../design-system/visual/visual-draft';
import { readThemeFile } from './theme-file';

const root = path.resolve(import.meta.dirname, '..');

const USAGE = `Usage: npm run test:visual [-- --update]
       npm run test:visual -- --theme <theme.json> [--out <folder>] [--only <names>]
Without --theme, compares the key stories, each in every brand, with the committed screenshots
(design-system/visual/__screenshots__), as npm test does.
  --update          rewrites those screenshots after an intended visual change (review the PNGs)
  --theme <file>    a draft theme (the theme studio's Export: a site config's theme), checked as
                    npm run sites -- validate checks a site's; the key stories and the home,
                    search, vehicle, finance and locations pages (phone and desktop) are captured
                    in it over its brand, one PNG each, with an index.html to open
  --out <folder>    where the draft's captures go (default .data/visual/<the theme file's name>)
  --only <names>    only these captures of the draft, by file name without .png, comma-separated
                    (e.g. page-home-phone,page-vehicle-desktop)
  -h, --help        this text`;

function vitest(args: string[], env: NodeJS.ProcessEnv = process.env): number {
  const bin = path.join(root, 'node_modules', 'vitest', 'vitest.mjs');
  const result = spawnSync(process.execPath, [bin, 'run', '--project', 'visual', ...args], {
    cwd: root,
    stdio: 'inherit',
    env,
  });
  return result.status ?? 1;
}

function captureDraft(themeFile: string, outOption: string | undefined, only: string | undefined) {
  const checked = readThemeFile(themeFile, path.basename(themeFile));
  if ('problems' in checked) {
    for (const line of checked.problems) console.error(line);
    process.exit(1);
  }
  const name = path.basename(themeFile).replace(/\.json$/i, '');
  const out = path.resolve(outOption ?? path.join(root, '.data', 'visual', name));
  fs.mkdirSync(out, { recursive: true });
  for (const file of fs.readdirSync(out)) {
    if (file.endsWith('.png')) fs.rmSync(path.join(out, file));
  }
  fs.writeFileSync(path.join(out, DRAFT_THEME_FILE), JSON.stringify(checked.theme, null, 2));
  const filter = only ? ['--testNamePattern', onlyPattern(only)] : [];
  const status = vitest(filter, { ...process.env, DEALER_VISUAL_DRAFT: out });
  const images = fs
    .readdirSync(out)
    .filter((file) => file.endsWith('.png'))
    .sort();
  fs.writeFileSync(
    path.join(out, 'index.html'),
    draftIndexHtml(themeFile, checked.theme.brand, images),
  );
  if (status === 0 && images.length === 0) {
    console.error(`Error: no capture is named ${only}.`);
    process.exit(1);
  }
  console.log(`Wrote ${images.length} captures in ${themeFile} to ${out}; open index.html there.`);
  process.exit(status);
}

runCommand(USAGE, () => {
  const { values } = parseCommandLine(USAGE, {
    options: {
      theme: { type: 'string' },
      out: { type: 'string' },
      only: { type: 'string' },
      update: { type: 'boolean', default: false },
    },
  });
  if (values.theme) return captureDraft(values.theme, values.out, values.only);
  if (values.out || values.only) throw new UsageError('--out and --only go with --theme.');
  process.exit(vitest(values.update ? ['--update'] : []));
});
