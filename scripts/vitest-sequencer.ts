import { BaseSequencer, type TestSpecification } from 'vitest/node';

// Vitest's order of the test files, but the server tests' longest files first: two workers end
// soonest when the longest start first, and a fresh clone has no durations of an earlier run
// for Vitest's own rule (the last run's duration, else the file's size) to go by. The list is
// the longest files as measured here (seconds on two cores): leads 80, fuzzing 65, saved
// searches 50, links 33, render cache 28, accounts 19.
export const serverFilesLongestFirst = [
  'server-tests/leads.server.test.ts',
  'server-tests/fuzz.server.test.ts',
  'server-tests/saved-searches.server.test.ts',
  'server-tests/links.server.test.ts',
  'server-tests/render-cache.server.test.ts',
  'server-tests/accounts.server.test.ts',
];

/** The files in `files` order, with those of the list first, in the list's order. */
export function longestFirst<T extends { moduleId: string }>(files: readonly T[]): T[] {
  const rank = (file: T) => {
    const index = serverFilesLongestFirst.findIndex((name) => file.moduleId.endsWith(`/${name}`));
    return index === -1 ? serverFilesLongestFirst.length : index;
  };
  return files
    .map((file, index) => ({ file, index }))
    .sort((a, b) => rank(a.file) - rank(b.file) || a.index - b.index)
    .map(({ file }) => file);
}

export default class ServerLongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    // each project's files stay together, in Vitest's order of the projects
    const projects = [...new Set(sorted.map((file) => file.project.name))];
    return projects.flatMap((name) => {
      const own = sorted.filter((file) => file.project.name === name);
      return name === 'server' ? longestFirst(own) : own;
    });
  }
}
