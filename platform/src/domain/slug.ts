// The one way a name becomes a URL slug (search paths, vehicles, locations, models, offers, body
// types, and the demo data's stored slugs alike), and the slugs earlier code made of the same
// names, kept only so their addresses can be sent to the new ones.

/** Letters with no decomposition into a base letter and an accent: folded by hand. */
const foldedLetters: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  ł: 'l',
  þ: 'th',
  ı: 'i',
};

/**
 * A name as a URL slug: lower case, accents folded ('Citroën' is 'citroen', 'Škoda' 'skoda'),
 * '&' read as 'and', an apostrophe joining its word ("O'Connor's" is 'oconnors'), and every
 * other run of punctuation and white space one '-', none at either end.
 */
export function slugOf(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[ßæœøđðłþı]/g, (letter) => foldedLetters[letter]!)
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const dashed = (text: string) => text.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');

/**
 * The slug makers before slugOf, by where their slugs were used. Each is a function of the name
 * alone, so an old address can be told from the name of what it named.
 */
export const legacySlugMakers = {
  /** search paths, breadcrumbs and body types: accented letters dropped ('citro-n') */
  searchPath: (name: string) => dashed(name.toLowerCase()),
  /** the demo data's stored slugs (stock, locations, models): accents split off ('citroe-n') */
  demoData: (name: string) => dashed(name.toLowerCase().normalize('NFKD')),
  /** an offer's manufacturer part: accents folded, '&' dropped ('a-b' for 'A & B') */
  offerManufacturer: (name: string) =>
    dashed(
      name
        .toLowerCase()
        .normalize('NFKD')
        .replace(/[\u0300-\u036f]/g, ''),
    ),
  /** location contact pages: accents folded, '&' as 'and', an apostrophe a '-' */
  locationPlace: (name: string) =>
    dashed(
      name
        .toLowerCase()
        .normalize('NFKD')
        .replace(/[\u0300-\u036f]/g, '')
        .replace(/&/g, ' and '),
    ),
} as const;

/**
 * The slugs earlier code made of a name that slugOf makes differently ('citroe-n' and 'citro-n'
 * for 'Citroën'), each once; none for a name every maker slugs alike. Only for finding what an
 * old address named, to send it to its slug now.
 */
export function legacySlugForms(name: string): string[] {
  const current = slugOf(name);
  const forms = Object.values(legacySlugMakers).map((make) => make(name));
  return [...new Set(forms)].filter((form) => form !== '' && form !== current);
}

/**
 * The item an old-form slug names: the first whose name has that legacy slug, among items whose
 * slug is their name's slug now (`slugOfItem`, when their slugs are stored; an item whose slug
 * was given rather than made from its name never had another). Null when none; an address that
 * is some item's slug now is never an old form.
 */
export function findByLegacySlug<T>(
  items: readonly T[],
  requested: string,
  nameOf: (item: T) => string,
  slugOfItem: (item: T) => string = (item) => slugOf(nameOf(item)),
): T | null {
  const wanted = requested.toLowerCase();
  if (items.some((item) => slugOfItem(item) === wanted)) return null;
  return (
    items.find((item) => {
      const name = nameOf(item);
      return slugOfItem(item) === slugOf(name) && legacySlugForms(name).includes(wanted);
    }) ?? null
  );
}
