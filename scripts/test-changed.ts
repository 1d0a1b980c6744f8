// The inner loop: the tests a working tree's change touches. Vitest's own module graph picks the
// unit, component, story and screenshot tests of the changed files (and of every file that
// imports them); e2e/coverage.ts picks the end-to-end specs of the web features the change
// reaches, which run against the apps they need, each rebuilt only when it is older than the
// change. `npm test` still runs everything before a change lands.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseCommandLine } from '../platform/src/command-line/command-line';
import { appsOf, componentUsers, platformImports, reachedSpecs } from './changed-tests';

const USAGE = `Usage: npm run test:changed [-- --base <commit>] [--e2e | --no-e2e]
Runs the unit, component, story and screenshot tests of the working tree's changes (changed,
staged and new files; with --base, also everything committed since that commit), then the
end-to-end specs of the pages those changes reach, rebuilding only the apps they need.
  --base <commit>   also count the changes committed since <commit> (e.g. main)
  --e2e             also run the specs of the pages that use a changed design-system component
  --no-e2e          skip the end-to-end specs
  -h, --help        this text`;

const root = path.resolve(import.meta.dirname, '..');
const { values } = parseCommandLine(USAGE, {
  options: {
    base: { type: 'string' },
    e2e: { type: 'boolean', default: false },
    'no-e2e': { type: 'boolean', default: false },
  },
});

const started = performance.now();
const seconds = () => `${((performance.now() - started) / 1000).toFixed(0)} s`;

function git(...args: string[]): string[] {
  const result = spawnSync('git', args, { cwd: root, encoding: 'utf8' });
  if (result.status !== 0) {
    console.error(`Error: git ${args.join(' ')} failed: ${result.stderr.trim()}`);
    process.exit(1);
  }
  return result.stdout.split('\n').filter(Boolean);
}

function run(command: string, args: string[], env: Record<string, string> = {}): number {
  console.log(`\n==> ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return result.status ?? 1;
}

const changed = [
  ...new Set([
    ...(values.base ? git('diff', '--name-only', `${values.base}...HEAD`) : []),
    ...git('diff', '--name-only', 'HEAD'),
    ...git('ls-files', '--others', '--exclude-standard'),
  ]),
]
  .filter((file) => fs.existsSync(path.join(root, file)))
  .sort();

if (changed.length === 0) {
  console.log('Nothing has changed against HEAD: no test to run.');
  process.exit(0);
}
console.log(`Changed: ${changed.join(', ')}`);

const vitestArgs = ['vitest', 'run', '--changed', ...(values.base ? [values.base] : [])];
for (const project of ['unit', 'component', 'storybook', 'visual'])
  vitestArgs.push('--project', project);
let failed = run('npx', [...vitestArgs, '--passWithNoTests']) !== 0;

if (!values['no-e2e']) {
  const imports = platformImports(root);
  const { specs, because } = reachedSpecs(changed, imports, {
    designSystem: values.e2e,
    componentUsers: componentUsers(root, imports),
  });
  if (specs.length === 0) {
    const hint = changed.some((file) => file.startsWith('design-system/'))
      ? ' (a design-system change is tested by its stories; --e2e adds the pages that use it)'
      : '';
    console.log(`\nNo end-to-end spec reaches these changes${hint}.`);
  } else {
    const apps = appsOf(specs);
    console.log('\nEnd-to-end specs reached:');
    for (const spec of specs) console.log(`  ${spec}  (${because.get(spec)})`);
    const build = apps.map((app) => `build_app_if_stale ${app}`).join(' && ');
    failed ||=
      run('bash', ['-c', `source scripts/apps.sh && mkdir -p .data/logs && ${build}`]) !== 0;
    if (!failed) {
      fs.rmSync(path.join(root, '.data/e2e'), { recursive: true, force: true });
      failed =
        run('npx', ['playwright', 'test', ...specs.map((spec) => `e2e/${spec}`)], {
          E2E_APPS: apps.join(','),
        }) !== 0;
    }
  }
}

console.log(`\ntest:changed ${failed ? 'failed' : 'passed'} in ${seconds()}`);
process.exit(failed ? 1 : 0);
