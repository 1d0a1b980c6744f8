import { type Metadata } from 'next';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { appRuntime } from '../../runtime';
import { queryToken } from './query-token';
import { requireSite } from '../frame/app-context';
import { contentPageAt } from '../content/content-pages';
import { unsubscribeView } from './unsubscribe-view';
import { ContentPage } from '../content/ContentPage';
import { UnsubscribePage } from './UnsubscribePage';
import { pageMetadata } from '../frame/site-metadata';

// app/[site]/pages/unsubscribe/page.tsx of every template app (spec §2 /pages/unsubscribe): with
// a saved search's token, the page that turns its alerts off (no sign-in needed: the token is
// the key; the button posts it, reading the page changes nothing); without one, the site's page
// about unsubscribing.

type Params = Promise<{ site: string }>;
type Query = Promise<Record<string, string | string[] | undefined>>;

const PATH = '/pages/unsubscribe';

const tokenOf = queryToken;

export function unsubscribePageRoute() {
  return {
    async generateMetadata({
      params,
      searchParams,
    }: {
      params: Params;
      searchParams: Query;
    }): Promise<Metadata> {
      const site = await requireSite((await params).site);
      const page = contentPageAt(site, PATH);
      const base = page
        ? pageMetadata(site, page)
        : { title: 'Unsubscribe', description: `Stop receiving messages from ${site.name}.` };
      // a link of one shopper's message is no page to index
      return tokenOf(await searchParams) === null ? base : { ...base, robots: { index: false } };
    },
    Page: async function Unsubscribe({
      params,
      searchParams,
    }: {
      params: Params;
      searchParams: Query;
    }) {
      await connection(); // per request: it shows the search's alerts as they are now
      const site = await requireSite((await params).site);
      const token = tokenOf(await searchParams)?.trim() ?? null;
      const search =
        token && site.features.authentication
          ? await (await appRuntime().store()).savedSearches.byToken(site.slug, token)
          : null;
      const view = unsubscribeView(token, search);
      if (view.kind !== 'about') return <UnsubscribePage view={view} />;
      const page = contentPageAt(site, PATH);
      if (!page) notFound();
      return <ContentPage page={page} />;
    },
  };
}
