import { type Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound, redirect } from 'next/navigation';
import { isWatchlistOn, WATCHLIST_PATH, watchlistSignInHref } from '../../domain/watchlist';
import { shopperSession } from '../accounts/session';
import { requireSite } from '../frame/app-context';
import { WatchlistPage } from './WatchlistPage';
import { type SessionResolver, sessionOnSite } from './watchlist-session';

// app/[site]/watchlist/page.tsx of every template app (spec §4 watchlist): the signed-in
// shopper's saved cars. A visitor is sent to sign in, and comes back here (spec §2 gated routes);
// a site without the watchlist and authentication both on answers 404.

type Params = Promise<{ site: string }>;

export function watchlistPageRoute(resolveSession: SessionResolver = shopperSession) {
  return {
    metadata: { title: 'Watchlist', robots: { index: false } } satisfies Metadata,
    async Page({ params }: { params: Params }) {
      const site = await requireSite((await params).site);
      if (!isWatchlistOn(site.features)) notFound();
      const session = await sessionOnSite(site, await headers(), resolveSession);
      if (!session) redirect(watchlistSignInHref(WATCHLIST_PATH, '/'));
      return <WatchlistPage site={site} session={session} />;
    },
  };
}
