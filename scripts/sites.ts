// The operators' command for site configs: `npm run sites -- validate <file>` checks a sites file
// (what SITES_FILE names) and names the site and the field of every problem; `npm run sites --
// schema` writes the JSON Schema of a sites file from the site config's zod schema.
// (The site-config modules are imported one by one: the package's entry loads SITES_FILE.)
import fs from 'node:fs';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import {
  parseCommandLine,
  runCommand,
  UsageError,
} from '../platform/src/command-line/command-line';
import { SITES_JSON_SCHEMA_FILE, sitesFileJsonSchema } from '../site-config/src/json-schema';
import { sitesFileProblems, type SiteProblem } from '../site-config/src/load';
import {
  accentContrastFailures,
  contrastFailureText,
  nearestPassingAccent,
} from '../design-system/src/theme/contrast';
import { brands, type Brand } from '../design-system/src/theme/tokens';

const root = path.resolve(import.meta.dirname, '..');

const USAGE = `Usage: npm run sites -- validate <file>
       npm run sites -- schema
  validate <file>   checks a sites file (a JSON array of sites, as SITES_FILE names) and prints
                    the site and the field of every problem, an accent colour that fails WCAG
                    2.2 AA contrast in its brand's theme among them; exits 1 when there is one
  schema            writes the JSON Schema of a sites file, ${SITES_JSON_SCHEMA_FILE},
                    from the site config's schema (site-config/src/schema.ts)
  -h, --help        this text`;

/** The lines `validate` prints for a file's problems: one a problem, site and field first. */
function problemLines(file: string, problems: readonly SiteProblem[]): string[] {
  const sites = new Set(problems.filter((p) => p.index >= 0).map((p) => p.index));
  const count = `${problems.length} ${problems.length === 1 ? 'problem' : 'problems'}`;
  return [
    sites.size > 0
      ? `${file}: ${count} in ${sites.size} ${sites.size === 1 ? 'site' : 'sites'}`
      : `${file}: ${count}`,
    ...problems.map((p) =>
      p.index < 0 ? `  ${p.message}` : `  ${p.site}: ${p.path || '(the site)'}: ${p.message}`,
    ),
  ];
}

async function writeSchema() {
  const file = path.join(root, SITES_JSON_SCHEMA_FILE);
  const options = (await resolveConfig(file)) ?? {};
  const text = await format(JSON.stringify(sitesFileJsonSchema()), { ...options, filepath: file });
  fs.writeFileSync(file, text);
  console.log(`Wrote ${SITES_JSON_SCHEMA_FILE}.`);
}

/**
 * WCAG 2.2 AA for each site's accent colour in its brand's theme (the rule the theme tools
 * share): a problem for each failing pair, with the nearest shade of the colour that passes.
 */
function contrastProblems(text: string): SiteProblem[] {
  let inputs: unknown;
  try {
    inputs = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(inputs)) return [];
  return inputs.flatMap((input: unknown, index): SiteProblem[] => {
    const site = input as { slug?: unknown; theme?: { brand?: unknown; accentColour?: unknown } };
    const { brand, accentColour } = site?.theme ?? {};
    if (typeof accentColour !== 'string' || !brands.includes(brand as Brand)) return [];
    const failures = accentContrastFailures(accentColour, brand as Brand);
    if (failures.length === 0) return [];
    const nearest = nearestPassingAccent(accentColour, brand as Brand);
    const label = typeof site.slug === 'string' ? site.slug : `site ${index + 1}`;
    return failures.map((failure) => ({
      index,
      site: label,
      path: 'theme.accentColour',
      message: `${contrastFailureText(failure)} (WCAG 2.2 AA)${
        nearest ? `; the nearest shade that passes is ${nearest}` : ''
      }`,
    }));
  });
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

async function main() {
  const { positionals } = parseCommandLine(USAGE, { options: {}, allowPositionals: true });
  const [command, ...rest] = positionals;
  if (command === 'schema' && rest.length === 0) return writeSchema();
  if (command === 'validate' && rest.length === 1) return validate(rest[0]!);
  if (command === 'validate') throw new UsageError('Name one sites file: validate <file>.');
  throw new UsageError(
    command ? `Unknown command "${positionals.join(' ')}".` : 'Name a command: validate or schema.',
  );
}

runCommand(USAGE, main);
