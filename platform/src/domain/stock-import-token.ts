// Each site's stock import has a token of its own: a token that wrote every site would hand one
// dealer's system (or one leaked key) every other dealer's stock.

const nameOf = (slug: string) => slug.toUpperCase().replace(/[^A-Z0-9]/g, '_');

/** The environment variable of a site's stock import token: STOCK_IMPORT_TOKEN_<SLUG>. */
export function stockImportTokenName(slug: string): string {
  return `STOCK_IMPORT_TOKEN_${nameOf(slug)}`;
}

/** A site's stock import token from the environment; null when the site has none. */
export function stockImportTokenOf(
  slug: string,
  env: Readonly<Record<string, string | undefined>>,
): string | null {
  return env[`STOCK_IMPORT_TOKEN_${nameOf(slug)}`] || null;
}
