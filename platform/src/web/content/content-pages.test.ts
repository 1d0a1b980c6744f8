import { describe, expect, it } from 'vitest';
import { getSiteBySlug, type Site } from '@dealer/site-config';
import { regulators, regulatorsOf } from '../../domain/regulators';
import {
  contentPageAt,
  contentPagesOf,
  defaultBlogCategories,
  defaultContentPages,
} from './content-pages';

const site = getSiteBySlug('southern-cross-motors') as Site;
const withPages = (pages: Site['content']['pages']): Site => ({
  ...site,
  content: { ...site.content, pages },
});

describe('the content pages every site has', () => {
  it.each([
    '/privacy-policy',
    '/terms-and-conditions',
    '/pages/complaint-handling-process',
    '/about-us',
    '/careers',
    '/warranty',
    '/service/express-maintenance',
    '/buying',
    '/pages/visit-us',
    '/pages/unsubscribe',
    '/pages/personalise',
    '/blog',
    '/blog/vehicle-reviews',
    '/blog/news',
    '/blog/tips-and-advice',
    '/blog/events',
  ])('%s exists, in the site’s own name', (path) => {
    const page = contentPageAt(site, path);
    expect(page?.title).toBeTruthy();
    expect(JSON.stringify(page)).not.toContain('undefined');
    expect(page!.blocks.length).toBeGreaterThan(0);
  });

  it('says the site’s name and none other', () => {
    const text = JSON.stringify(defaultContentPages(site));
    expect(text).toContain('Southern Cross Motor Group');
    expect(text).not.toContain('Harbour City');
  });

  it('has no page at an address it does not know', () => {
    expect(contentPageAt(site, '/pages/nothing-here')).toBeNull();
    expect(contentPageAt(site, '/privacy-policy/extra')).toBeNull();
  });

  it('sends the careers event (51) when the careers page is viewed', () => {
    expect(contentPageAt(site, '/careers')?.viewEvent).toBe(51);
  });
});

describe('the complaint handling process (spec §2)', () => {
  it('lists the regulator of each state the site names, and independent legal advice', () => {
    const page = contentPageAt(site, '/pages/complaint-handling-process')!;
    const text = JSON.stringify(page.blocks);
    expect(site.content.complaintStates).toEqual(['VIC', 'NSW']);
    expect(text).toContain('Consumer Affairs Victoria (VIC)');
    expect(text).toContain('NSW Fair Trading (NSW)');
    expect(text).not.toContain('Consumer Protection WA');
    expect(text).toContain(
      'you may contact Consumer Affairs Victoria, NSW Fair Trading or seek independent legal advice.',
    );
    // spec §9's complaint text
    expect(text).toContain(
      'Please raise any complaints or concerns with the relevant department manager.',
    );
  });

  it('lists the regulators of the dealer’s location states first (spec §9)', () => {
    const page = contentPageAt(site, '/pages/complaint-handling-process', ['QLD', 'VIC', 'QLD'])!;
    const regulatorLinks = page.blocks.find((block) => block.kind === 'links');
    expect(regulatorLinks).toEqual({
      kind: 'links',
      items: [
        { label: 'Office of Fair Trading Queensland (QLD)', href: regulators.QLD.website },
        { label: 'Consumer Affairs Victoria (VIC)', href: regulators.VIC.website },
        { label: 'NSW Fair Trading (NSW)', href: regulators.NSW.website },
      ],
    });
  });

  it('knows a regulator with a website for every state and territory', () => {
    for (const regulator of Object.values(regulators))
      expect(regulator.website).toMatch(/^https:\/\//);
    expect(regulatorsOf(['QLD', 'QLD', 'WA']).map((r) => r.state)).toEqual(['QLD', 'WA']);
  });
});

describe('the privacy policy (spec §9)', () => {
  it('answers a privacy complaint within 30 days, and says when it was last updated', () => {
    const text = JSON.stringify(contentPageAt(site, '/privacy-policy')!.blocks);
    expect(text).toContain('We will respond to your complaint within 30 days.');
    expect(text).toContain('This policy was last updated in April 2021.');
  });
});

describe('a site’s own content entries', () => {
  it('replace a default page’s text and keep what they leave out', () => {
    const own = withPages([
      {
        path: '/about-us',
        title: 'Our Story',
        blocks: [{ kind: 'paragraph', text: 'Family owned since 1978.' }],
        hidden: false,
      },
    ]);
    const page = contentPageAt(own, '/about-us')!;
    expect(page.title).toBe('Our Story');
    expect(page.blocks).toEqual([{ kind: 'paragraph', text: 'Family owned since 1978.' }]);
    expect(page.description).toBe('About Southern Cross Motor Group.');
  });

  it('add pages, and hide default ones', () => {
    const own = withPages([
      {
        path: '/pages/community',
        title: 'Community',
        blocks: [{ kind: 'paragraph', text: 'We sponsor the local footy club.' }],
        hidden: false,
      },
      { path: '/blog/vehicle-reviews', hidden: true },
    ]);
    expect(contentPageAt(own, '/pages/community')?.title).toBe('Community');
    expect(contentPageAt(own, '/blog/vehicle-reviews')).toBeNull();
    expect(contentPagesOf(own).map((p) => p.path)).not.toContain('/blog/vehicle-reviews');
  });

  it('cannot add a page without a title', () => {
    expect(
      contentPageAt(withPages([{ path: '/pages/untitled', hidden: false }]), '/pages/untitled'),
    ).toBeNull();
  });
});

describe('the blog (spec §9: 4 or 5 categories)', () => {
  const linksOf = (page: { blocks: readonly { kind: string; items?: unknown }[] } | null) =>
    (page?.blocks ?? [])
      .filter((block) => block.kind === 'links')
      .flatMap((block) => block.items as { label: string; href: string }[]);

  it('lists its four categories on /blog', () => {
    expect(defaultBlogCategories).toHaveLength(4);
    expect(linksOf(contentPageAt(site, '/blog'))).toEqual([
      { label: 'Vehicle Reviews', href: '/blog/vehicle-reviews' },
      { label: 'News', href: '/blog/news' },
      { label: 'Tips & Advice', href: '/blog/tips-and-advice' },
      { label: 'Events', href: '/blog/events' },
    ]);
  });

  it('ends each category with the others and the blog’s page', () => {
    const news = contentPageAt(site, '/blog/news')!;
    expect(news.blocks).toContainEqual({ kind: 'heading', text: 'More from our blog' });
    const hrefs = linksOf(news).map((link) => link.href);
    expect(hrefs).toEqual(
      expect.arrayContaining([
        '/blog/vehicle-reviews',
        '/blog/tips-and-advice',
        '/blog/events',
        '/blog',
      ]),
    );
    expect(hrefs).not.toContain('/blog/news');
  });

  it('takes a fifth category a site adds and leaves out one it hides, everywhere', () => {
    const own = withPages([
      {
        path: '/blog/community',
        title: 'Community',
        blocks: [{ kind: 'paragraph', text: 'We sponsor the local footy club.' }],
        hidden: false,
      },
      { path: '/blog/events', hidden: true },
    ]);
    const listed = linksOf(contentPageAt(own, '/blog')).map((link) => link.label);
    expect(listed).toEqual(['Vehicle Reviews', 'News', 'Tips & Advice', 'Community']);
    const community = linksOf(contentPageAt(own, '/blog/community')).map((link) => link.href);
    expect(community).toContain('/blog/news');
    expect(community).not.toContain('/blog/events');
  });

  it('keeps a site’s own words on /blog, and the categories without a blog page', () => {
    const own = withPages([
      {
        path: '/blog',
        title: 'Our Journal',
        blocks: [{ kind: 'paragraph', text: 'Stories from the yard.' }],
        hidden: false,
      },
    ]);
    expect(contentPageAt(own, '/blog')!.blocks).toEqual([
      { kind: 'paragraph', text: 'Stories from the yard.' },
    ]);
    const hidden = withPages([{ path: '/blog', hidden: true }]);
    expect(contentPageAt(hidden, '/blog')).toBeNull();
    const hrefs = linksOf(contentPageAt(hidden, '/blog/news')).map((link) => link.href);
    expect(hrefs).not.toContain('/blog');
    expect(hrefs).toContain('/blog/events');
  });
});
