// Which environment variables the workspace's code reads, and which the README documents, so a
// test can tell when a new one is read without a row in the README's tables.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { environmentPatterns, environmentSchema } from '../platform/src/command-line/environment';

/** Folders never scanned: installed packages, build output, data and reports. */
const SKIPPED = new Set([
  'node_modules',
  '.git',
  '.next',
  '.data',
  'storybook-static',
  'test-results',
  'playwright-report',
]);
const CODE = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;
const SHELL = /\.sh$/;

/**
 * A name read with a computed part (`STOCK_IMPORT_TOKEN_${slug}`) is its fixed start followed
 * by `<...>`, as the README writes it (`STOCK_IMPORT_TOKEN_<SITE_SLUG>`).
 */
const PATTERN_SUFFIX = '<...>';

const NAME = '[A-Z][A-Z0-9_]*';
const CODE_READS: RegExp[] = [
  // process.env.NAME, env.NAME, env?.NAME (an environment handed in as a parameter)
  new RegExp(`\\benv\\??\\.(${NAME})\\b`, 'g'),
  // env['NAME']
  new RegExp(`\\benv\\[\\s*['"](${NAME})['"]\\s*\\]`, 'g'),
];
// environmentValue('NAME', ...): one variable through the environment's schema
const SCHEMA_READ = new RegExp(`\\benvironmentValue\\(\\s*['"](${NAME})['"]`, 'g');
// env[`NAME_${...}`]
const CODE_TEMPLATE_READ = new RegExp(`\\benv\\[\\s*\`(${NAME})\\$\\{`, 'g');
// const { NAME, OTHER } = env
const CODE_DESTRUCTURED = /\{([^{}]*)\}\s*=\s*(?:process\.)?env\b/g;
// env[name], env[nameOf(site)]: a name made elsewhere in the file
const CODE_COMPUTED_READ = /\benv\[\s*(?!['"`])[^\]]+\]/;
// the names such a file makes: 'NAME_OTHER' and `NAME_${...}`
const NAME_LITERAL = new RegExp(`['"](${NAME}_[A-Z0-9_]+)['"]`, 'g');
const NAME_TEMPLATE = new RegExp(`\`(${NAME}_)\\$\\{`, 'g');
// ${NAME:-default}, ${NAME-default}, ${NAME:=default}
const SHELL_READ = new RegExp(`\\$\\{(${NAME}):?[-=]`, 'g');

/** The environment variables a source file reads (names with a computed part end in `<...>`). */
export function environmentVariablesReadIn(source: string, kind: 'code' | 'shell'): Set<string> {
  const names = new Set<string>();
  if (kind === 'shell') {
    for (const match of source.matchAll(SHELL_READ)) names.add(match[1]!);
    return names;
  }
  for (const pattern of [...CODE_READS, SCHEMA_READ]) {
    for (const match of source.matchAll(pattern)) names.add(match[1]!);
  }
  for (const match of source.matchAll(CODE_TEMPLATE_READ)) names.add(match[1]! + PATTERN_SUFFIX);
  for (const match of source.matchAll(CODE_DESTRUCTURED)) {
    for (const part of match[1]!.split(',')) {
      const name = part.split(':')[0]!.trim();
      if (new RegExp(`^${NAME}$`).test(name)) names.add(name);
    }
  }
  if (CODE_COMPUTED_READ.test(source)) {
    for (const match of source.matchAll(NAME_LITERAL)) names.add(match[1]!);
    for (const match of source.matchAll(NAME_TEMPLATE)) names.add(match[1]! + PATTERN_SUFFIX);
  }
  return names;
}

/** The kind of source a file is, or null for a file that is neither code nor a shell script. */
function kindOf(file: string): 'code' | 'shell' | null {
  if (CODE.test(file)) return 'code';
  if (SHELL.test(file) || file === '.ci/run') return 'shell';
  return null;
}

/**
 * Every source file of the repository (code and shell scripts), relative to `root`: what git
 * tracks or would track (nothing it ignores), or, outside a git work tree, every file but those
 * of the skipped folders.
 */
export function sourceFiles(root: string): { file: string; kind: 'code' | 'shell' }[] {
  let files: string[];
  try {
    files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    })
      .split('\0')
      .filter((file) => file && fs.existsSync(path.join(root, file)));
  } catch {
    files = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
        const file = dir ? `${dir}/${entry.name}` : entry.name;
        if (!entry.isDirectory()) files.push(file);
        else if (!SKIPPED.has(entry.name) && !entry.name.startsWith('.next')) walk(file);
      }
    };
    walk('');
  }
  return files.flatMap((file) => {
    const kind = kindOf(file);
    return kind ? [{ file, kind }] : [];
  });
}

/** This module and its test: their patterns and examples are not reads. */
const SELF = new Set(['scripts/environment-variables.ts', 'scripts/environment-variables.test.ts']);

/** The environment's schema, whose start-up check reads every variable it names. */
const SCHEMA_FILE = 'platform/src/command-line/environment.ts';

/** The variables the schema names: its keys, and `NAME_<...>` for each pattern. */
export function schemaVariables(): string[] {
  return [
    ...Object.keys(environmentSchema.shape),
    ...Object.keys(environmentPatterns).map((start) => start + PATTERN_SUFFIX),
  ];
}

/** The environment variables the repository's code reads, each with the files that read it. */
export function environmentVariablesRead(root: string): Map<string, string[]> {
  const read = new Map<string, string[]>();
  for (const { file, kind } of sourceFiles(root)) {
    if (SELF.has(file)) continue;
    if (file === SCHEMA_FILE) {
      for (const name of schemaVariables()) read.set(name, [...(read.get(name) ?? []), file]);
      continue;
    }
    const source = fs.readFileSync(path.join(root, file), 'utf8');
    for (const name of environmentVariablesReadIn(source, kind)) {
      read.set(name, [...(read.get(name) ?? []), file]);
    }
  }
  return read;
}

/** Whether `name` (or, for `NAME_<...>`, its pattern) is among `documented`. */
export function isDocumented(name: string, documented: ReadonlySet<string>): boolean {
  if (documented.has(name)) return true;
  return [...documented].some(
    (entry) =>
      entry.endsWith(PATTERN_SUFFIX) &&
      !name.endsWith(PATTERN_SUFFIX) &&
      name.startsWith(entry.slice(0, -PATTERN_SUFFIX.length)),
  );
}

/** The variables an example environment file names, set or commented out (`# NAME=value`). */
export function envFileVariables(text: string): Set<string> {
  return new Set(
    [...text.matchAll(/^#?\s*(?:export\s+)?([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]!),
  );
}

/**
 * The variables the README's tables under the heading 'Environment variables' document, by the
 * heading above each table (that heading, or one of its subsections): the first cell of each
 * row, `NAME` or `NAME_<PART>` (read as `NAME_<...>`).
 */
export function readmeEnvironmentVariables(readme: string): Map<string, Set<string>> {
  const tables = new Map<string, Set<string>>();
  const start = readme.search(/^#+ Environment variables\s*$/m);
  if (start < 0) return tables;
  const lines = readme.slice(start).split('\n');
  const level = /^#+/.exec(lines[0]!)![0].length;
  let heading = '';
  for (const line of lines) {
    const title = /^(#+) (.*)$/.exec(line);
    if (title) {
      if (heading && title[1]!.length <= level) break;
      heading = title[2]!.trim();
      continue;
    }
    const first = /^\|([^|]*)\|/.exec(line)?.[1];
    if (!first) continue;
    for (const match of first.matchAll(/`([A-Z][A-Z0-9_]*)(<[A-Z_]+>)?`/g)) {
      if (!tables.has(heading)) tables.set(heading, new Set());
      tables.get(heading)!.add(match[2] ? match[1]! + PATTERN_SUFFIX : match[1]!);
    }
  }
  return tables;
}
