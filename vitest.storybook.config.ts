import { defineProject } from 'vitest/config';

// Placeholder until the Storybook project is wired (design system).
export default defineProject({
  test: { name: 'storybook', include: [], passWithNoTests: true },
});
