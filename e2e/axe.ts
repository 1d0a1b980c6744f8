import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

// Axe in the end-to-end tests: WCAG 2.2 AA, the standard every shipped page meets. Axe works out
// only the violations (not the passes and the incomplete checks, which no test reads): the same
// verdict in about two thirds of the time. And it runs in the page itself (axe.run, its 'legacy'
// mode) where no frame of the page comes from another origin: the same rules on the same frames
// as its default, which runs each frame apart and finishes in a blank page of its own, in about a
// third of the time (a page with a frame of another origin gets the default).

/** Axe's tags for WCAG 2.2 AA. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] as const;

/** Whether every frame of the page is of the page's own origin (or has no document of its own). */
function framesAreSameOrigin(page: Page): boolean {
  const origin = new URL(page.url()).origin;
  return page.frames().every((frame) => {
    const url = frame.url();
    return !/^https?:/.test(url) || new URL(url).origin === origin;
  });
}

/**
 * The page's violations as it is now: rule, help and node count (`tags` limits the rules);
 * `mode: 'frames'` runs axe's default (each frame apart) whatever the page's frames.
 */
export async function axeViolations(
  page: Page,
  tags?: readonly string[],
  mode: 'auto' | 'frames' = 'auto',
): Promise<string[]> {
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  if (tags) builder.withTags([...tags]);
  if (mode === 'auto' && framesAreSameOrigin(page)) builder.setLegacyMode();
  const results = await builder.analyze();
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`);
}

/** Axe finds nothing on the page as it is now. */
export async function expectNoAxeViolations(page: Page, tags?: readonly string[]): Promise<void> {
  expect(await axeViolations(page, tags)).toEqual([]);
}
