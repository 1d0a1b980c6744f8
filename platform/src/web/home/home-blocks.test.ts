import { describe, expect, it } from 'vitest';
import { demoSites, parseSite, type SiteInput } from '@dealer/site-config';
import {
  defaultHomeBlocks,
  type HomeBlockId,
  homeBlockIds,
  profiles,
  type TemplateName,
} from '@dealer/template-profiles';
import { homeBlocksOf, homeDataNeeds, resolveHomeBlocks } from './home-blocks';

const demoOf = (template: TemplateName): SiteInput =>
  demoSites.find((site) => site.template === template)!;
const siteWith = (template: TemplateName, home?: SiteInput['home']) =>
  parseSite({ ...demoOf(template), home });

describe('homeBlocksOf', () => {
  it.each<[TemplateName, string[]]>([
    [
      'generic',
      [
        'hero',
        'featured',
        'bodyTypes',
        'offers',
        'guarantees',
        'callsToAction',
        'reviews',
        'locations',
      ],
    ],
    [
      'toyota',
      ['hero', 'offers', 'featured', 'bodyTypes', 'callsToAction', 'reviews', 'locations'],
    ],
    ['caravan', ['hero', 'featured', 'bodyTypes', 'callsToAction', 'locations', 'reviews']],
  ])('a %s site that names no blocks has its template’s', (template, blocks) => {
    expect(homeBlocksOf(siteWith(template))).toEqual(blocks);
  });

  it('the site’s list wins, in its order', () => {
    const site = siteWith('toyota', { blocks: ['locations', 'guarantees', 'hero'] });
    expect(homeBlocksOf(site)).toEqual(['locations', 'guarantees', 'hero']);
  });

  it('an empty list is a page of no blocks (the heading and count stay)', () => {
    expect(homeBlocksOf(siteWith('generic', { blocks: [] }))).toEqual([]);
  });

  it.each<[string, HomeBlockId[] | null, HomeBlockId[] | undefined, readonly HomeBlockId[]]>([
    ['the site’s', ['reviews', 'hero'], ['hero', 'featured'], ['reviews', 'hero']],
    ['the template’s', null, ['hero', 'featured'], ['hero', 'featured']],
    ['the platform’s default', null, undefined, defaultHomeBlocks],
    ['each once', ['hero', 'reviews', 'hero'], undefined, ['hero', 'reviews']],
  ])('resolveHomeBlocks: %s', (_, siteBlocks, templateBlocks, expected) => {
    expect(resolveHomeBlocks(siteBlocks, templateBlocks)).toEqual([...expected]);
  });

  it('every template’s default names known blocks, each once', () => {
    for (const profile of Object.values(profiles)) {
      const blocks = profile.homeBlocks ?? defaultHomeBlocks;
      expect(new Set(blocks).size).toBe(blocks.length);
      for (const block of blocks) expect(homeBlockIds).toContain(block);
    }
  });
});

describe('the home section of a site config', () => {
  it('defaults to the template’s blocks and the just-arrived cars', () => {
    expect(siteWith('generic').home).toEqual({
      blocks: null,
      featuredTag: null,
      locationsCarousel: { order: [], slugs: [] },
      promotions: [],
      heroImage: null,
    });
  });

  it.each([
    [{ blocks: ['hero', 'hero'] }, 'home.blocks'],
    [{ blocks: ['hero', 'banner'] }, 'home.blocks.1'],
    [{ featuredTag: '' }, 'home.featuredTag'],
  ])('rejects %j, naming %s', (home, path) => {
    expect(() => siteWith('generic', home as SiteInput['home'])).toThrow(path);
  });
});

describe('homeDataNeeds', () => {
  it('asks only for what the blocks show', () => {
    expect(homeDataNeeds([])).toEqual({
      facets: false,
      featured: false,
      locations: false,
      browserSearch: false,
    });
    expect(homeDataNeeds(['bodyTypes', 'reviews'])).toEqual({
      facets: true,
      featured: false,
      locations: true,
      browserSearch: false,
    });
    expect(homeDataNeeds(['hero', 'featured', 'locations'])).toEqual({
      facets: true,
      featured: true,
      locations: true,
      browserSearch: true,
    });
  });
});
