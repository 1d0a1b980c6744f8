import { type Metadata } from 'next';
import { notFound } from 'next/navigation';
import { type MyPageName } from '@dealer/site-config';
import { myPageHeading, myPageOf } from '../../domain/my-page';
import { requireShopper } from '../accounts/require-shopper';
import { requireSite } from '../frame/app-context';
import { MyPage } from './MyPage';

// app/[site]/{mymotorama,mybigboxcars,myblinkr,myservco}/page.tsx of every template app (spec
// §2): the site's my-* page where its config names this one (and it has accounts), else the
// site's 404. A visitor is sent to sign in (the gated routes' rule) and comes back here.

type Params = Promise<{ site: string }>;

export function myPageRoute(name: MyPageName) {
  return {
    async generateMetadata({ params }: { params: Params }): Promise<Metadata> {
      const site = await requireSite((await params).site);
      if (!myPageOf(site.features, name)) return { title: 'Page not found' };
      return { title: myPageHeading(site), robots: { index: false } };
    },
    async Page({ params }: { params: Params }) {
      const site = await requireSite((await params).site);
      if (!myPageOf(site.features, name)) notFound();
      const shopper = await requireShopper(site, `/${name}`);
      // every my-* page of a site with accounts is gated: a shopper is signed in here
      if (!shopper) notFound();
      return <MyPage site={site} shopper={shopper} />;
    },
  };
}
