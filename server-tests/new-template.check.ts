import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { copyWorkingTree } from './working-tree-copy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request, startApp, type RunningApp } from './app-server';

// `npm run new-template` as a developer runs it, in a throwaway copy of the repository: the new
// app typechecks and lints, builds, and its demo site's home, search and vehicle pages answer in
// its own theme. It prints the time from the command to the first page served.

const repo = path.resolve(import.meta.dirname, '..');
const name = 'outback-trucks';
const slug = `${name}-demo`;
const host = `${slug}.localhost`;
const PORT = 3291;
let copy = '';
let app: RunningApp | null = null;
const timings: Record<string, number> = {};

function run(command: string, args: string[], cwd = copy) {
  const result = spawnSync(command, args, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, CI: '' },
  });
  return { status: result.status, out: `${result.stdout}${result.stderr}` };
}

function timed<T>(label: string, work: () => T): T {
  const started = performance.now();
  try {
    return work();
  } finally {
    timings[label] = (performance.now() - started) / 1000;
  }
}

beforeAll(() => {
  copy = fs.mkdtempSync(path.join(os.tmpdir(), 'new-template-'));
  copyWorkingTree(repo, copy);
  // a repository of its own, as a developer's clone is (the scaffold's drift test asks git)
  for (const args of [
    ['init', '-q'],
    ['add', '-A'],
    ['-c', 'user.name=check', '-c', 'user.email=check@example.com', 'commit', '-qm', 'copy'],
  ]) {
    const git = run('git', args);
    expect(git.status, git.out).toBe(0);
  }
  const install = run('npx', [
    '-y',
    'pnpm@10',
    'install',
    '--frozen-lockfile',
    '--prefer-offline',
    '--reporter=silent',
  ]);
  expect(install.status, install.out).toBe(0);
});

afterAll(async () => {
  await app?.stop();
  if (copy) fs.rmSync(copy, { recursive: true, force: true });
});

describe('npm run new-template', () => {
  it('refuses a name that exists or is not a valid package name, in one sentence', () => {
    const taken = run('npm', ['run', '-s', 'new-template', '--', 'toyota']);
    expect(taken.status).toBe(2);
    expect(taken.out).toMatch(/^Error: A template named "toyota" already exists .*\.$/m);
    const invalid = run('npm', ['run', '-s', 'new-template', '--', 'Big_Trucks']);
    expect(invalid.status).toBe(2);
    expect(invalid.out).toMatch(/^Error: "Big_Trucks" is not a valid template name: .*\.$/m);
    expect(fs.existsSync(path.join(copy, 'templates/Big_Trucks'))).toBe(false);
  });

  it('makes a template that typechecks, lints, builds and serves its demo site in its theme', async () => {
    const made = timed('generator', () =>
      run('npm', [
        'run',
        '-s',
        'new-template',
        '--',
        name,
        '--colour',
        '#0e7490',
        '--font',
        'geometric',
        '--radius',
        'small',
        '--no-baselines',
      ]),
    );
    expect(made.status, made.out).toBe(0);
    expect(made.out).toContain(`Next: npm start, then open http://${slug}.localhost:`);
    for (const file of [
      `profiles/src/${name}.ts`,
      `site-config/src/demo-sites/${name}.ts`,
      `templates/${name}/app/[site]/page.tsx`,
      `e2e/${name}.smoke.spec.ts`,
    ]) {
      expect(fs.existsSync(path.join(copy, file)), file).toBe(true);
    }
    expect(fs.readFileSync(path.join(copy, 'README.md'), 'utf8')).toContain(`templates/${name}`);
    expect(run('git', ['add', '-A']).status).toBe(0); // what the developer commits
    // the generator's files are linted and formatted (the rest of the copy is the test command's)
    const changed = run('git', ['diff', '--cached', '--name-only', '--diff-filter=ACMR'])
      .out.split('\n')
      .filter(Boolean);
    expect(changed).toContain(`profiles/src/${name}.ts`);
    const lintable = changed.filter((file) => /\.(ts|tsx|mjs|js)$/.test(file));

    const checks = timed('typecheck and lint', () => [
      run('bash', ['scripts/typecheck.sh', `templates/${name}`, 'profiles', 'site-config', '.']),
      run('npx', ['eslint', '--max-warnings=0', ...lintable]),
      run('npx', ['prettier', '--check', '--ignore-unknown', ...changed]),
      run('npx', ['vitest', 'run', '--project', 'unit', 'scripts/template-scaffold.test.ts']),
    ]);
    for (const check of checks) expect(check.status, check.out).toBe(0);

    const build = timed('build', () =>
      run('npx', ['next', 'build'], path.join(copy, 'templates', name)),
    );
    expect(build.status, build.out).toBe(0);

    const started = performance.now();
    app = await startApp(name, PORT, path.join(copy, '.data/new-template'), host, {}, copy);
    timings['seed and start'] = (performance.now() - started) / 1000;

    const home = await request(PORT, host, 'GET', '/');
    expect(home.status).toBe(200);
    expect(home.body).toContain(`data-brand="${name}"`);
    expect(home.body).toContain('Outback Trucks Demo Dealer');
    const search = await request(PORT, host, 'GET', '/search');
    expect(search.status).toBe(200);
    expect(search.body).toContain(`data-brand="${name}"`);
    const vehicle = /href="(\/cars\/[^"#?]+)"/.exec(search.body)?.[1];
    expect(vehicle, 'a vehicle link on the search page').toBeTruthy();
    const page = await request(PORT, host, 'GET', vehicle!);
    expect(page.status).toBe(200);
    expect(page.body).toContain(`data-brand="${name}"`);

    // what a developer waits for: the generator, the build, the seed and the first page
    const total = timings.generator! + timings.build! + timings['seed and start']!;
    console.log(
      `new-template: ${Object.entries(timings)
        .map(([label, s]) => `${label} ${s.toFixed(1)} s`)
        .join(', ')}; from the command to the demo site answering: ${total.toFixed(1)} s`,
    );
  });
});
