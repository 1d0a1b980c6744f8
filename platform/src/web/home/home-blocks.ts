import { type Site } from '@dealer/site-config';
import { defaultHomeBlocks, type HomeBlockId, profileOf } from '@dealer/template-profiles';

// The home page's blocks (spec §2 screens and parts): the site's list in its order, else its
// template's, else the platform's default. Which data each block needs, so the page asks the
// stock and search for nothing a hidden block would show.

/** The site's blocks, else the template's, else the default; in order, each once. */
export function resolveHomeBlocks(
  siteBlocks: readonly HomeBlockId[] | null,
  templateBlocks: readonly HomeBlockId[] | undefined,
): HomeBlockId[] {
  return [...new Set(siteBlocks ?? templateBlocks ?? defaultHomeBlocks)];
}

/** The blocks of a site's home page, in order. */
export function homeBlocksOf(site: Pick<Site, 'template' | 'home'>): HomeBlockId[] {
  return resolveHomeBlocks(site.home.blocks, profileOf(site.template).homeBlocks);
}

export interface HomeDataNeeds {
  /** make, model, body and price counts of the whole stock (the hero, the body tiles) */
  facets: boolean;
  featured: boolean;
  /** the site's locations (the locations block, the reviews summary) */
  locations: boolean;
  /** the search host and key the browser's quick search asks */
  browserSearch: boolean;
}

export function homeDataNeeds(blocks: readonly HomeBlockId[]): HomeDataNeeds {
  const has = (block: HomeBlockId) => blocks.includes(block);
  return {
    facets: has('hero') || has('bodyTypes'),
    featured: has('featured'),
    locations: has('locations') || has('reviews'),
    browserSearch: has('hero'),
  };
}
