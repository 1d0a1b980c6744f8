import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { demoSites } from './demo-sites';
import { SITES_JSON_SCHEMA_FILE, sitesFileJsonSchema } from './json-schema';
import { sitesFileProblems } from './load';
import { templates } from './schema';

const root = path.resolve(import.meta.dirname, '../..');

const site = (patch: Record<string, unknown>) => ({
  id: 1,
  slug: 'test-motors',
  name: 'Test Motors',
  url: 'https://test.example.com.au',
  template: 'generic',
  dealershipId: 1,
  dealerships: [{ id: 1, slug: 'test-motors', name: 'Test Motors' }],
  theme: { brand: 'generic' },
  ...patch,
});

const problemsOf = (content: unknown) =>
  sitesFileProblems(typeof content === 'string' ? content : JSON.stringify(content)).map(
    (p) => `${p.site} ${p.path}`,
  );

describe('the JSON Schema of a sites file', () => {
  it('is committed as the zod schema generates it (npm run sites -- schema writes it)', () => {
    const committed: unknown = JSON.parse(
      fs.readFileSync(path.join(root, SITES_JSON_SCHEMA_FILE), 'utf8'),
    );
    expect(committed).toEqual(sitesFileJsonSchema());
  });

  it('describes an array of sites, with the required fields and every template', () => {
    const schema = sitesFileJsonSchema() as {
      type: string;
      items: { required: string[]; properties: { template: { enum: string[] } } };
    };
    expect(schema.type).toBe('array');
    expect(schema.items.required).toEqual(
      expect.arrayContaining(['id', 'slug', 'name', 'url', 'template', 'dealerships', 'theme']),
    );
    // a field with a default may be left out of a file
    expect(schema.items.required).not.toContain('features');
    expect(schema.items.properties.template.enum).toEqual([...templates]);
  });
});

describe('sitesFileProblems', () => {
  it('finds none in the demo sites', () => {
    expect(sitesFileProblems(JSON.stringify(demoSites))).toEqual([]);
  });

  it.each<[string, unknown, string]>([
    ['not JSON', '[{"id": 1,', 'not JSON'],
    ['not an array', { sites: [] }, 'must be a JSON array of sites'],
    ['an empty array', [], 'holds no site'],
  ])('refuses a file that is %s', (_case, content, message) => {
    const problems = sitesFileProblems(
      typeof content === 'string' ? content : JSON.stringify(content),
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ index: -1 });
    expect(problems[0]!.message).toContain(message);
  });

  it('names the site and the field of every problem of two sites, in order', () => {
    const problems = sitesFileProblems(
      JSON.stringify([
        site({
          slug: 'broken-motors',
          url: 'not a url',
          features: { reserve: { depositAmount: 'lots' } },
          theme: { brand: 'generic', accentColour: 'red' },
        }),
        site({ id: 2, slug: 'fine-cars', domains: ['www.fine.com.au'] }),
        site({
          id: 2,
          slug: 'fine-cars',
          dealershipId: 7,
          domains: ['WWW.Fine.com.au'],
          menu: { optionalItems: ['kinto'] },
        }),
      ]),
    );
    expect(problems.map((p) => `${p.index} ${p.site} ${p.path}`)).toEqual([
      '0 broken-motors url',
      '0 broken-motors features.reserve.depositAmount',
      '0 broken-motors theme.accentColour',
      '2 fine-cars slug',
      '2 fine-cars id',
      '2 fine-cars domain',
      '2 fine-cars dealershipId',
      '2 fine-cars menu.optionalItems',
    ]);
    expect(problems.find((p) => p.path === 'domain')!.message).toBe(
      'domain www.fine.com.au is already used by "fine-cars"',
    );
    expect(problems.find((p) => p.path === 'menu.optionalItems')!.message).toBe(
      'the generic template has no optional item kinto',
    );
  });

  it('names a site without a slug by its place in the file', () => {
    expect(problemsOf([site({}), site({ id: 2, slug: undefined })])).toEqual(['site 2 slug']);
  });
});
