import { type Metadata } from 'next';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { requireSite } from '../app-context';
import { contentPageAt } from '../content/content-pages';
import { ContentPage } from '../sections/content/ContentPage';
import { pageMetadata } from '../site-metadata';

// app/[site]/[...rest]/page.tsx of every template app: the site's content and compliance pages
// (spec §2); any other address is the site's themed 404.

type Params = Promise<{ site: string; rest: string[] }>;

const pathOf = (rest: readonly string[]) =>
  `/${rest.map((segment) => decodeURIComponent(segment)).join('/')}`;

export function contentPageRoute() {
  return {
    async generateMetadata({ params }: { params: Params }): Promise<Metadata> {
      const { site: slug, rest } = await params;
      const site = await requireSite(slug);
      const page = contentPageAt(site, pathOf(rest));
      if (!page) return { title: 'Page not found' };
      return pageMetadata(site, page);
    },
    Page: async function SiteContentPage({ params }: { params: Params }) {
      // rendered per request, so the page's scripts carry the request's CSP nonce
      await connection();
      const { site: slug, rest } = await params;
      const site = await requireSite(slug);
      const page = contentPageAt(site, pathOf(rest));
      if (!page) notFound();
      return <ContentPage page={page} />;
    },
  };
}
