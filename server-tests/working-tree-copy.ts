import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Copies the repository's working tree as git sees it (tracked and new files, nothing it
 * ignores) from `repo` into `to`: what a developer's clone of the work would hold.
 */
export function copyWorkingTree(repo: string, to: string): void {
  const files = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    {
      cwd: repo,
      encoding: 'utf8',
    },
  )
    .split('\0')
    .filter((file) => file && fs.existsSync(path.join(repo, file)));
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(to, file)), { recursive: true });
    fs.copyFileSync(path.join(repo, file), path.join(to, file));
  }
}
