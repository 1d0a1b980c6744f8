import { type Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound, redirect, RedirectType } from 'next/navigation';
import { afterSignInPath, safeRedirectPath } from './safe-redirect';
import { shopperSession } from './session';
import { requireSite } from '../frame/app-context';
import { SignInPage } from './SignInPage';

// app/[site]/sign-in/page.tsx of every template app (spec §2
// /sign-in?type=watchlist&redirect={path}&back={path}); a 404 on a site with authentication off.

type Params = Promise<{ site: string }>;
type Query = Promise<Record<string, string | string[] | undefined>>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The page's type: a short word ('watchlist', 'checkout'), or none. */
function typeOf(value: string | undefined): string | null {
  return value && /^[a-z0-9-]{1,40}$/.test(value) ? value : null;
}

export function signInPageRoute() {
  return {
    async generateMetadata({ params }: { params: Params }): Promise<Metadata> {
      const site = await requireSite((await params).site);
      if (!site.features.authentication) notFound();
      return { title: 'Sign In', robots: { index: false } };
    },
    async Page({ params, searchParams }: { params: Params; searchParams: Query }) {
      const site = await requireSite((await params).site);
      if (!site.features.authentication) notFound();
      const query = await searchParams;
      const redirectTo = afterSignInPath(first(query.redirect));
      const back = safeRedirectPath(first(query.back)) ?? '/';
      // a shopper already signed in goes straight on
      if (await shopperSession(site, await headers())) redirect(redirectTo, RedirectType.replace);
      return (
        <SignInPage
          site={site}
          type={typeOf(first(query.type))}
          redirectTo={redirectTo}
          back={back}
        />
      );
    },
  };
}
