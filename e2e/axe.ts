import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

// Axe in the end-to-end tests: WCAG 2.2 AA, the standard every shipped page meets. Axe works out
// only the violations (not the passes and the incomplete checks, which no test reads): the same
// verdict in about two thirds of the time.

/** Axe's tags for WCAG 2.2 AA. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] as const;

/** The page's violations as it is now: rule, help and node count (`tags` limits the rules). */
export async function axeViolations(page: Page, tags?: readonly string[]): Promise<string[]> {
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  if (tags) builder.withTags([...tags]);
  const results = await builder.analyze();
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`);
}

/** Axe finds nothing on the page as it is now. */
export async function expectNoAxeViolations(page: Page, tags?: readonly string[]): Promise<void> {
  expect(await axeViolations(page, tags)).toEqual([]);
}
