import { type Metadata } from 'next';
import { notFound } from 'next/navigation';
import { SPIN_TO_WIN_PATH, spinToWinOf } from '../../domain/spin-to-win';
import { requireShopper } from '../accounts/require-shopper';
import { requireSite } from '../frame/app-context';
import { SpinToWinPage } from './SpinToWinPage';

// app/[site]/spin-to-win/page.tsx of every template app (spec §2): the site's promotion for a
// signed-in shopper, where its config has one (and gates the page); else the site's 404. A
// visitor is sent to sign in and comes back here.

type Params = Promise<{ site: string }>;

export function spinToWinPageRoute() {
  return {
    async generateMetadata({ params }: { params: Params }): Promise<Metadata> {
      const site = await requireSite((await params).site);
      const promotion = spinToWinOf(site);
      if (!promotion) return { title: 'Page not found' };
      return { title: promotion.title, robots: { index: false } };
    },
    async Page({ params }: { params: Params }) {
      const site = await requireSite((await params).site);
      const promotion = spinToWinOf(site);
      if (!promotion) notFound();
      const shopper = await requireShopper(site, SPIN_TO_WIN_PATH);
      if (!shopper) notFound();
      return <SpinToWinPage site={site} promotion={promotion} shopper={shopper} />;
    },
  };
}
