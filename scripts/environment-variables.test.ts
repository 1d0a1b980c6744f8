import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  envFileVariables,
  environmentVariablesRead,
  environmentVariablesReadIn,
  isDocumented,
  readmeEnvironmentVariables,
  schemaVariables,
} from './environment-variables';

const root = path.resolve(import.meta.dirname, '..');
const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
const tables = readmeEnvironmentVariables(readme);
const documented = new Set([...tables.values()].flatMap((names) => [...names]));
const read = environmentVariablesRead(root);

describe('the environment variables the code reads', () => {
  it.each<[string, string, 'code' | 'shell', string[]]>([
    ['process.env.NAME', 'const a = process.env.DATA_DIR || x;', 'code', ['DATA_DIR']],
    [
      'an environment handed in',
      'return env.TRUSTED_PROXY_HOPS?.trim();',
      'code',
      ['TRUSTED_PROXY_HOPS'],
    ],
    ['a quoted key', "const b = env['RENDER_CACHE_MB'];", 'code', ['RENDER_CACHE_MB']],
    [
      'destructuring',
      'const { VALUATION_API_URL, VALUATION_API_KEY: key } = env;',
      'code',
      ['VALUATION_API_URL', 'VALUATION_API_KEY'],
    ],
    [
      'a name with a computed part',
      'env[`STOCK_IMPORT_TOKEN_${slug.toUpperCase()}`]',
      'code',
      ['STOCK_IMPORT_TOKEN_<...>'],
    ],
    [
      'names made elsewhere in a file that reads a computed name',
      "const perMinute = (name) => env[name];\nbudget(10, 'LEAD_RATE_PER_IP', 20);\nconst v = `PORT_${app}`;",
      'code',
      ['LEAD_RATE_PER_IP', 'PORT_<...>'],
    ],
    [
      'no read: a string in a file without a computed read',
      "const code = 'ERR_PARSE_ARGS_X';",
      'code',
      [],
    ],
    [
      'a shell default',
      'port=${TEST_PG_PORT:-54329}; x=${DATA_DIR-}',
      'shell',
      ['TEST_PG_PORT', 'DATA_DIR'],
    ],
    ['no read: a shell test of a set array', '[[ -n ${TEST_PG_STOP+x} ]]', 'shell', []],
  ])('finds %s', (_case, source, kind, names) => {
    expect([...environmentVariablesReadIn(source, kind)].sort()).toEqual([...names].sort());
  });

  it('finds the reads of the repository (the scan covers code, scripts and shell)', () => {
    for (const name of [
      'DATABASE_URL',
      'MEILISEARCH_SEARCH_KEY_UID',
      'LEAD_RATE_PER_IP',
      'DEMO_DATA',
    ]) {
      expect(read.has(name), name).toBe(true);
    }
    expect(read.get('PORT_<...>')).toEqual(expect.arrayContaining(['scripts/list-apps.ts']));
  });

  it('are each in a table of the README (Environment variables)', () => {
    const missing = [...read]
      .filter(([name]) => !isDocumented(name, documented))
      .map(([name, files]) => `${name} (read in ${files.join(', ')})`);
    expect(missing).toEqual([]);
  });

  it('are the only ones the README documents (no row for a variable nothing reads)', () => {
    const readNames = new Set(read.keys());
    const stale = [...documented].filter((name) => !isDocumented(name, readNames));
    expect(stale).toEqual([]);
  });
});

describe('the README tables and .env.example', () => {
  it('reads the two tables, the operators’ and the tests’', () => {
    expect([...tables.keys()]).toEqual(['Environment variables', 'For tests and tools']);
    expect(tables.get('Environment variables')).toContain('STOCK_IMPORT_TOKEN_<...>');
    expect(tables.get('For tests and tools')).toContain('TEST_DATABASE_URL');
    expect(readmeEnvironmentVariables('# Elsewhere\n| `NAME` | x |\n').size).toBe(0);
  });

  it('.env.example lists every variable of the operators’ table, and only documented ones', () => {
    const example = envFileVariables(fs.readFileSync(path.join(root, '.env.example'), 'utf8'));
    const missing = [...tables.get('Environment variables')!].filter((name) =>
      name.endsWith('<...>')
        ? ![...example].some((entry) => entry.startsWith(name.slice(0, -'<...>'.length)))
        : !example.has(name),
    );
    expect(missing).toEqual([]);
    expect([...example].filter((name) => !isDocumented(name, documented))).toEqual([]);
  });

  it('the operators’ table is the environment schema, variable for variable', () => {
    expect([...tables.get('Environment variables')!].sort()).toEqual(schemaVariables().sort());
  });
});
