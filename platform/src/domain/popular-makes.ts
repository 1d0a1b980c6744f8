// spec §9: popular makes first in the make dropdowns, their list ending at index 20; spec §2 the
// make filter's 'Popular Makes'. A site's own list where it has one, else its stock's makes by
// how many cars each has.

/** The index at which the popular makes end in a make dropdown (spec §9). */
export const popularMakesEnd = 20;

/** Make names in alphabetical order, as a shopper reads them (no locale data: names are plain). */
export const byMakeName = (a: string, b: string) => {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  return x < y ? -1 : x > y ? 1 : 0;
};

/**
 * A site's popular makes: its configured list where it has one, else the makes of its stock
 * from the most cars to the fewest (a tie by name).
 */
export function popularMakesOf(
  configured: readonly string[],
  makeCounts: Readonly<Record<string, number>>,
): string[] {
  if (configured.length > 0) return [...configured];
  return Object.entries(makeCounts)
    .filter(([, count]) => count > 0)
    .sort(([a, x], [b, y]) => y - x || byMakeName(a, b))
    .map(([make]) => make);
}

/**
 * The order of a make dropdown: the popular makes the stock has first, in their order, up to
 * index 20 (at most 20 of them); then every other make by name.
 */
export function makeDropdownOrder(
  makes: readonly string[],
  popular: readonly string[],
  end = popularMakesEnd,
): string[] {
  const have = new Map(makes.map((make) => [make.toLowerCase(), make]));
  const first: string[] = [];
  for (const name of popular) {
    if (first.length >= end) break;
    const make = have.get(name.toLowerCase());
    if (make !== undefined && !first.includes(make)) first.push(make);
  }
  return [...first, ...makes.filter((make) => !first.includes(make)).sort(byMakeName)];
}
