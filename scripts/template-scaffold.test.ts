import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { profiles } from '@dealer/template-profiles';
import { templateScaffold } from './template-scaffold';

// A template app is its generated scaffold plus the routes its profile names as its own: a
// hand edit of a generated file, or a file that is neither, fails here.

const root = path.resolve(import.meta.dirname, '..');
const tracked = (folder: string) =>
  execFileSync('git', ['ls-files', folder], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter(Boolean)
    .map((file) => path.relative(folder, file));

describe.each(Object.values(profiles))('the $name template app', (profile) => {
  const folder = path.join('templates', profile.name);
  const scaffold = templateScaffold(profile.name);

  it.each(Object.keys(scaffold))('has %s exactly as the scaffold generates it', (file) => {
    const actual = fs.readFileSync(path.join(root, folder, file), 'utf8');
    expect(actual, `run 'npm run templates:sync' to regenerate ${folder}/${file}`).toBe(
      scaffold[file],
    );
  });

  it('has no file under app/ that is neither generated nor its own route', () => {
    const own = new Set<string>(profile.routes.own);
    const stray = tracked(folder).filter(
      (file) => file.startsWith('app/') && !(file in scaffold) && !own.has(file),
    );
    expect(stray).toEqual([]);
  });

  it('has every route its profile names as its own', () => {
    for (const file of profile.routes.own) {
      expect(fs.existsSync(path.join(root, folder, file)), file).toBe(true);
    }
  });
});

describe('the template apps', () => {
  it('share no hand-written file under app/: identical files are generated ones', () => {
    const byContent = new Map<string, string[]>();
    for (const profile of Object.values(profiles)) {
      const folder = path.join('templates', profile.name);
      const scaffold = templateScaffold(profile.name);
      for (const file of tracked(folder)) {
        if (!file.startsWith('app/') || file in scaffold) continue;
        const content = fs.readFileSync(path.join(root, folder, file), 'utf8');
        byContent.set(content, [...(byContent.get(content) ?? []), `${folder}/${file}`]);
      }
    }
    const copies = [...byContent.values()].filter((files) => files.length > 1);
    expect(copies).toEqual([]);
  });
});
