import { type Metadata } from 'next';
import { notFound } from 'next/navigation';
import { type Site } from '@dealer/site-config';
import { requireSite } from '../frame/app-context';
import { compareSlugsFrom } from './compare-url';
import { loadComparedCars } from './load-compare';
import { type PageQueryInput } from '../frame/page-query';
import { ComparePage, compareTitle } from './ComparePage';

// app/[site]/compare/page.tsx of every template app (spec §1/§6 compare): /compare?cars={slug},...

type Params = Promise<{ site: string }>;
type Query = Promise<PageQueryInput>;

/** The site, where it offers compare (spec §6 per-site switch); a 404 elsewhere. */
async function compareSite(slug: string): Promise<Site> {
  const site = await requireSite(slug);
  if (!site.features.compare) notFound();
  return site;
}

export function comparePageRoute() {
  return {
    async generateMetadata({ params }: { params: Params }): Promise<Metadata> {
      const site = await compareSite((await params).site);
      // a shopper's own pick of cars: not a page for search engines
      return { title: compareTitle(site), robots: { index: false } };
    },
    async Page({ params, searchParams }: { params: Params; searchParams: Query }) {
      const site = await compareSite((await params).site);
      const slugs = compareSlugsFrom(await searchParams);
      const compared = await loadComparedCars(site, slugs);
      return <ComparePage site={site} compared={compared} fromAddress={slugs.length > 0} />;
    },
  };
}
