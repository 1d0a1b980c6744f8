'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { Button, Inline } from '@dealer/design-system';
import { GARAGE_PATH } from '../../../domain/garage';
import { signInHref } from '../gated-routes';
import { fetchSignedIn, postAuthCall } from './auth-calls';

// The header's account control on a site with accounts (spec §2 sign-in, §6): 'Sign In' to the
// sign-in page, coming back to the page the shopper is on, or 'My Garage' and 'Sign Out' once
// signed in ('My Account' before them where the site has a my-* page). The header is kept in the render cache for every shopper, so which one shows is
// asked of the site in the browser (the link works without JavaScript). Where the site keeps
// favourites in the account, a signed-in shopper's browser favourites are merged into it here,
// on whichever page they open first. That merge's code loads only for a signed-in shopper, so a
// visitor's first load carries none of it.

const loadAccountFavourites = () => import('../../garage/client/account-favourites');

let signedInThisPage: Promise<boolean> | null = null;

/** Whether the browser is signed in, asked once a page load (the header shows this twice). */
function signedInOnce(): Promise<boolean> {
  signedInThisPage ??= fetchSignedIn();
  return signedInThisPage;
}

export interface AccountControlProps {
  /** the site whose browser favourites a signed-in shopper's account keeps too, if any */
  favouritesSiteSlug?: string | null;
  /** the site's my-* page (spec §2), offered beside My Garage once signed in; null for none */
  myPageHref?: string | null;
}

export function AccountControl({
  favouritesSiteSlug = null,
  myPageHref = null,
}: AccountControlProps) {
  const pathname = usePathname();
  const [signedIn, setSignedIn] = useState(false);
  const [href, setHref] = useState('/sign-in');
  const [signingOut, setSigningOut] = useState(false);

  useEffect(() => {
    let live = true;
    void signedInOnce().then((value) => {
      if (live) setSignedIn(value);
    });
    if (favouritesSiteSlug) {
      void signedInOnce().then(async (yes) => {
        if (!yes) return;
        const { connectFavouritesAccount } = await loadAccountFavourites();
        await connectFavouritesAccount(favouritesSiteSlug, Promise.resolve(true));
      });
    }
    return () => {
      live = false;
    };
  }, [favouritesSiteSlug]);

  // the page the shopper is on, read in the browser after each navigation
  useEffect(() => {
    const { pathname: path, search } = window.location;
    const here = `${path}${search}`;
    setHref(path === '/sign-in' ? `${path}${search}` : signInHref({ redirect: here, back: here }));
  }, [pathname]);

  async function signOut() {
    setSigningOut(true);
    const result = await postAuthCall('sign-out', {});
    if (!result.ok) {
      setSigningOut(false);
      window.alert(result.message);
      return;
    }
    if (favouritesSiteSlug)
      (await loadAccountFavourites()).forgetFavouritesMerge(favouritesSiteSlug);
    window.location.reload();
  }

  if (signedIn) {
    return (
      <Inline space="xsmall" alignY="center">
        {myPageHref ? (
          <Button href={myPageHref} variant="ghost" size="small">
            My Account
          </Button>
        ) : null}
        <Button href={GARAGE_PATH} variant="ghost" size="small">
          My Garage
        </Button>
        <Button
          variant="ghost"
          size="small"
          onClick={() => void signOut()}
          loading={signingOut}
          disabled={signingOut}
        >
          Sign Out
        </Button>
      </Inline>
    );
  }
  return (
    <Button href={href} variant="ghost" size="small">
      Sign In
    </Button>
  );
}
