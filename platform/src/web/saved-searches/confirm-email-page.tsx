import { type Metadata } from 'next';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { appRuntime } from '../../runtime';
import { queryToken } from './query-token';
import { requireSite } from '../frame/app-context';
import { ConfirmEmailPage } from './ConfirmEmailPage';
import { confirmEmailView } from './confirm-email-view';

// app/[site]/pages/confirm-email/page.tsx of every template app: the link of the email that asks
// a shopper to confirm the address they gave for saved search alerts (no sign-in needed: the
// token is the key; the button posts it, reading the page changes nothing).

type Params = Promise<{ site: string }>;
type Query = Promise<Record<string, string | string[] | undefined>>;

const tokenOf = queryToken;

export function confirmEmailPageRoute() {
  return {
    async generateMetadata({ params }: { params: Params }): Promise<Metadata> {
      const site = await requireSite((await params).site);
      // a link of one shopper's email is no page to index
      return {
        title: 'Confirm your email',
        description: `Confirm your email address for alerts from ${site.name}.`,
        robots: { index: false },
      };
    },
    Page: async function ConfirmEmail({
      params,
      searchParams,
    }: {
      params: Params;
      searchParams: Query;
    }) {
      await connection(); // per request: it shows the address as it is now
      const site = await requireSite((await params).site);
      // a site without shopper accounts has no saved searches, so no alert addresses
      if (!site.features.authentication) notFound();
      const token = tokenOf(await searchParams)?.trim() ?? null;
      const address = token
        ? await (await appRuntime().store()).savedSearches.alertEmailByToken(site.slug, token)
        : null;
      return <ConfirmEmailPage view={confirmEmailView(token, address)} />;
    },
  };
}
