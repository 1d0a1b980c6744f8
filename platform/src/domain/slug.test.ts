import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findByLegacySlug, legacySlugForms, slugOf } from './slug';

describe('slugOf: one slug for a name everywhere', () => {
  it.each([
    // accents folded
    ['Citroën', 'citroen'],
    ['Škoda', 'skoda'],
    ['Nöosa Héads', 'noosa-heads'],
    ['Renault Mégane E-Tech', 'renault-megane-e-tech'],
    ['Straße Ærø Łódź', 'strasse-aero-lodz'],
    ['ﬁat', 'fiat'],
    // punctuation
    ['Mercedes-Benz', 'mercedes-benz'],
    ['Alfa Romeo', 'alfa-romeo'],
    ['Land Rover / Range Rover', 'land-rover-range-rover'],
    ["O'Connor's", 'oconnors'],
    ['O’Connor’s Toyota', 'oconnors-toyota'],
    ['C-HR', 'c-hr'],
    ['86', '86'],
    ['bZ4X', 'bz4x'],
    ['BT-50', 'bt-50'],
    ['Model 3', 'model-3'],
    ['SUVs & 4WDs', 'suvs-and-4wds'],
    ['Parts & Service Centre', 'parts-and-service-centre'],
    ['Swan Valley Toyota - Sales', 'swan-valley-toyota-sales'],
    ['i30 N (Line)!', 'i30-n-line'],
    // spaces and odd white space
    ['  Alfa  Romeo ', 'alfa-romeo'],
    ['Alfa\tRomeo\n', 'alfa-romeo'],
    ['\u00a0Toyota\u2003RAV4\u200b ', 'toyota-rav4'],
    ['LandCruiser   Prado', 'landcruiser-prado'],
    ['', ''],
    [' - / - ', ''],
  ])('%j is %j', (name, slug) => expect(slugOf(name)).toBe(slug));

  it('makes only lower-case letters and digits in words joined by one -', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (name) => {
        expect(slugOf(name)).toMatch(/^(?:[a-z0-9]+(?:-[a-z0-9]+)*)?$/);
      }),
    );
  });

  it('leaves a slug as it is, and slugs a name the same in any case', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (name) => {
        const slug = slugOf(name);
        expect(slugOf(slug)).toBe(slug);
        expect(slugOf(name.toUpperCase())).toBe(slugOf(name.toLowerCase()));
      }),
    );
  });
});

describe('legacySlugForms: the slugs earlier code made of a name', () => {
  it.each([
    ['Citroën', ['citro-n', 'citroe-n']],
    ['Škoda', ['koda', 's-koda']],
    ['Nöosa Héads', ['n-osa-h-ads', 'no-osa-he-ads']],
    ['SUVs & 4WDs', ['suvs-4wds']],
    ["O'Connor's", ['o-connor-s']],
    ['Mercedes-Benz', []],
    ['Land Rover / Range Rover', []],
    ['C-HR', []],
    ['bZ4X', []],
    ['  Alfa  Romeo ', []],
  ])('%j had %j', (name, forms) => {
    expect([...legacySlugForms(name)].sort()).toEqual([...forms].sort());
  });

  it('never holds the slug of now, nor an empty one, nor one twice', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (name) => {
        const forms = legacySlugForms(name);
        expect(forms).not.toContain(slugOf(name));
        expect(forms).not.toContain('');
        expect(new Set(forms).size).toBe(forms.length);
      }),
    );
  });

  it('has none for a name of plain letters, digits, spaces and dashes', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9 -]{0,30}$/), (name) => {
        expect(legacySlugForms(name)).toEqual([]);
      }),
    );
  });
});

describe('findByLegacySlug: what an old address named', () => {
  const makes = ['Toyota', 'Citroën', 'Škoda'];
  const byName = (name: string) => name;

  it.each([
    ['citroe-n', 'Citroën'],
    ['citro-n', 'Citroën'],
    ['CITRO-N', 'Citroën'],
    ['s-koda', 'Škoda'],
    ['koda', 'Škoda'],
    ['citroen', null], // its slug now
    ['toyota', null],
    ['citron', null],
    ['', null],
  ])('%j names %j', (slug, make) => expect(findByLegacySlug(makes, slug, byName)).toBe(make));

  it('finds nothing by an old form that is another item’s slug now', () => {
    // 'koda' was Škoda's search path, and is a make of its own here
    expect(findByLegacySlug(['Škoda', 'Koda'], 'koda', byName)).toBeNull();
  });

  it('finds an item with a stored slug only when that slug was made from its name', () => {
    const locations = [
      { name: 'Nöosa Héads Motors - Sales', slug: 'noosa-heads-motors-sales' },
      { name: 'Citroën Ringwood', slug: 'ringwood-store-12' }, // a slug given by a feed
    ];
    const slugOfItem = (l: { slug: string }) => l.slug;
    const nameOf = (l: { name: string }) => l.name;
    expect(findByLegacySlug(locations, 'no-osa-he-ads-motors-sales', nameOf, slugOfItem)).toBe(
      locations[0],
    );
    expect(findByLegacySlug(locations, 'citroe-n-ringwood', nameOf, slugOfItem)).toBeNull();
  });
});
