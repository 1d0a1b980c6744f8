// The operators' command for site configs: `npm run sites -- validate <file>` checks a sites file
// (what SITES_FILE names) and names the site and the field of every problem; `npm run sites --
// schema` writes the JSON Schema of a sites file from the site config's zod schema.
// (The site-config modules are imported one by one: the package's entry loads SITES_FILE.)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import {
  parseCommandLine,
  runCommand,
  UsageError,
} from '../platform/src/command-line/command-line';
import { SITES_JSON_SCHEMA_FILE, sitesFileJsonSchema } from '../site-config/src/json-schema';
import { sitesFileProblems } from '../site-config/src/load';
import { demoSites } from '../site-config/src/demo-sites';
import { contrastProblems, problemLines, readThemeFile } from './theme-file';

const root = path.resolve(import.meta.dirname, '..');
const PREVIEW_PORT = 3300;

const USAGE = `Usage: npm run sites -- validate <file>
       npm run sites -- schema
       npm run sites -- preview <slug> <theme.json> [--port <n>]
  validate <file>   checks a sites file (a JSON array of sites, as SITES_FILE names) and prints
                    the site and the field of every problem, an accent colour that fails WCAG
                    2.2 AA contrast in its brand's theme among them; exits 1 when there is one
  schema            writes the JSON Schema of a sites file, ${SITES_JSON_SCHEMA_FILE},
                    from the site config's schema (site-config/src/schema.ts)
  preview <slug> <theme.json>
                    serves a demo site locally in a draft theme (the theme studio's Export: a
                    site config's theme, checked as validate checks it) until Ctrl-C
  --port <n>        the preview's port (default ${PREVIEW_PORT})
  -h, --help        this text`;

async function writeSchema() {
  const file = path.join(root, SITES_JSON_SCHEMA_FILE);
  const options = (await resolveConfig(file)) ?? {};
  const text = await format(JSON.stringify(sitesFileJsonSchema()), { ...options, filepath: file });
  fs.writeFileSync(file, text);
  console.log(`Wrote ${SITES_JSON_SCHEMA_FILE}.`);
}

function validate(file: string) {
  if (!fs.existsSync(file)) throw new Error(`There is no file ${file}.`);
  const text = fs.readFileSync(file, 'utf8');
  const problems = [...sitesFileProblems(text), ...contrastProblems(text)].sort(
    (a, b) => a.index - b.index,
  );
  if (problems.length > 0) {
    for (const line of problemLines(file, problems)) console.error(line);
    process.exit(1);
  }
  const slugs = (JSON.parse(text) as { slug: string }[]).map((site) => site.slug);
  console.log(
    `OK: ${file} holds ${slugs.length} valid ${slugs.length === 1 ? 'site' : 'sites'} (${slugs.join(', ')}).`,
  );
}

/**
 * A demo site served in a draft theme: the theme checked as a site config's (its schema, then
 * contrast), the demo sites of the site's template written to a sites file with the site's theme
 * replaced, and its app built where stale and served from a store of its own.
 */
function preview(slug: string, themeFile: string, port: number) {
  const site = demoSites.find((demo) => demo.slug === slug);
  if (!site) {
    throw new UsageError(
      `There is no demo site "${slug}" (${demoSites.map((demo) => demo.slug).join(', ')}).`,
    );
  }
  const checked = readThemeFile(themeFile, slug);
  if ('problems' in checked) {
    for (const line of checked.problems) console.error(line);
    process.exit(1);
  }
  const template = site.template;
  const work = path.join(root, '.data', 'preview');
  fs.mkdirSync(work, { recursive: true });
  const sitesFile = path.join(work, 'sites.json');
  const sites = demoSites
    .filter((demo) => demo.template === template)
    .map((demo) => (demo.slug === slug ? { ...demo, theme: checked.theme } : demo));
  fs.writeFileSync(sitesFile, JSON.stringify(sites, null, 2));
  console.log(`Previewing ${slug} in ${themeFile}: http://${slug}.localhost:${port}/`);
  const child = spawn(
    'bash',
    [
      '-c',
      'source scripts/apps.sh && load_apps && build_app_if_stale "$1" && exec bash scripts/serve-app.sh "$1" "$2" "$3"',
      'preview',
      template,
      String(port),
      path.join(work, template),
    ],
    { cwd: root, stdio: 'inherit', env: { ...process.env, SITES_FILE: sitesFile } },
  );
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => child.kill(signal));
  }
  child.on('exit', (code) => process.exit(code ?? 0));
}

async function main() {
  const { values, positionals } = parseCommandLine(USAGE, {
    options: { port: { type: 'string' } },
    allowPositionals: true,
  });
  const [command, ...rest] = positionals;
  if (command === 'preview' && rest.length === 2) {
    const port = Number(values.port ?? PREVIEW_PORT);
    if (!Number.isInteger(port) || port < 1 || port > 65535) {
      throw new UsageError(`--port must be a port number, not "${values.port}".`);
    }
    return preview(rest[0]!, rest[1]!, port);
  }
  if (command === 'preview')
    throw new UsageError('Name a demo site and a theme: preview <slug> <theme.json>.');
  if (command === 'schema' && rest.length === 0) return writeSchema();
  if (command === 'validate' && rest.length === 1) return validate(rest[0]!);
  if (command === 'validate') throw new UsageError('Name one sites file: validate <file>.');
  throw new UsageError(
    command
      ? `Unknown command "${positionals.join(' ')}".`
      : 'Name a command: validate, schema or preview.',
  );
}

runCommand(USAGE, main);
