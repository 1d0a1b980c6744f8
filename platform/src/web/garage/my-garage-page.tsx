import { type Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound, redirect } from 'next/navigation';
import { GARAGE_PATH, GARAGE_SIGN_IN_TYPE, garageAccess } from '../../domain/garage';
import { signInHref } from '../accounts/gated-routes';
import { shopperSession } from '../accounts/session';
import { requireSite } from '../frame/app-context';
import { MyGaragePage } from './MyGaragePage';
import { type SessionResolver, sessionOnSite } from '../watchlist/watchlist-session';

// app/[site]/my-garage/page.tsx of every template app: the shopper's garage. spec §2 gates
// /my-garage: on a site with authentication on, a visitor is sent to
// /sign-in?type=my-garage&redirect=/my-garage&back=/ and comes back here. On a site with it off
// nobody signs in, and the garage is the visitor's own (spec §4/§6 favourites in the browser)
// where the site has favourites; else the page is not found.

type Params = Promise<{ site: string }>;

export function myGaragePageRoute(resolveSession: SessionResolver = shopperSession) {
  return {
    metadata: { title: 'My Garage', robots: { index: false } } satisfies Metadata,
    async Page({ params }: { params: Params }) {
      const site = await requireSite((await params).site);
      const access = garageAccess(site.features);
      if (!access) notFound();
      if (access === 'browser') return <MyGaragePage site={site} access={access} session={null} />;
      const session = await sessionOnSite(site, await headers(), resolveSession);
      if (!session) {
        redirect(signInHref({ type: GARAGE_SIGN_IN_TYPE, redirect: GARAGE_PATH, back: '/' }));
      }
      return <MyGaragePage site={site} access={access} session={session} />;
    },
  };
}
