// Writes the generated files of every registered template app (scripts/template-scaffold.ts):
//   npm run templates:sync
// after a change to the scaffold or the common route tree. Files a template keeps as its own
// (its profile's routes.own) are left alone.
import fs from 'node:fs';
import path from 'node:path';
import { profiles } from '@dealer/template-profiles';
import { parseCommandLine } from '../platform/src/command-line/command-line';
import { templateScaffold } from './template-scaffold';

parseCommandLine(
  `Usage: npm run templates:sync
Rewrites the generated files of every template app (the common route tree and entry files)
from scripts/template-scaffold.ts; a template's own routes (its profile's routes.own) are kept.
  -h, --help   this text`,
  { options: {} },
);

const root = path.resolve(import.meta.dirname, '..');
let written = 0;
for (const name of Object.keys(profiles)) {
  for (const [file, content] of Object.entries(templateScaffold(name))) {
    const target = path.join(root, 'templates', name, file);
    if (fs.existsSync(target) && fs.readFileSync(target, 'utf8') === content) continue;
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, content);
    console.log(`  wrote templates/${name}/${file}`);
    written += 1;
  }
}
console.log(written === 0 ? 'Every template app is up to date.' : `${written} files written.`);
