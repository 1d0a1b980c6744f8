import { type Metadata } from 'next';
import { notFound } from 'next/navigation';
import { checkoutAnswers, type CheckoutPath } from '../../domain/reservations';
import { appRuntime } from '../../runtime';
import { gatedRouteFor } from '../accounts/gated-routes';
import { requireShopper } from '../accounts/require-shopper';
import { requireSite } from '../frame/app-context';
import { decodePathSegment } from '../../domain/path-segment';
import { CheckoutConfirmation } from './CheckoutConfirmation';
import { CheckoutPage } from './CheckoutPage';

// app/[site]/cars/[slug]/checkout/page.tsx and .../buy-online/page.tsx of every template app
// (spec §2 reserve), and their confirmation pages; the site's own path answers, the other 404s.

type CarParams = Promise<{ site: string; slug: string }>;
type Query = Promise<Record<string, string | string[] | undefined>>;

function carSlugOf(raw: string): string {
  const slug = decodePathSegment(raw);
  if (slug === null) notFound();
  return slug;
}

const metadata = (title: string): Metadata => ({ title, robots: { index: false } });

export function checkoutPageRoute(path: CheckoutPath) {
  return {
    async generateMetadata({ params }: { params: CarParams }): Promise<Metadata> {
      await requireSite((await params).site);
      return metadata('Reserve Car Now');
    },
    async Page({ params }: { params: CarParams }) {
      const { site: siteSlug, slug: rawSlug } = await params;
      const site = await requireSite(siteSlug);
      const slug = carSlugOf(rawSlug);
      // spec §2 gated routes: a checkout that exists needs a signed-in shopper where the site
      // gates it
      const pathname = `/cars/${encodeURIComponent(slug)}/${path}`;
      if (gatedRouteFor(site, pathname)) {
        const car = await (await appRuntime().store()).stock.getCarBySlug(site, slug);
        if (!checkoutAnswers(site, path, car)) notFound();
        await requireShopper(site, pathname);
      }
      return <CheckoutPage site={site} slug={slug} path={path} />;
    },
  };
}

export function checkoutConfirmationRoute(path: CheckoutPath) {
  return {
    async generateMetadata({ params }: { params: CarParams }): Promise<Metadata> {
      await requireSite((await params).site);
      return metadata('Your Reservation');
    },
    async Page({ params, searchParams }: { params: CarParams; searchParams: Query }) {
      const { site, slug } = await params;
      const query = await searchParams;
      const text = (value: unknown) =>
        typeof value === 'string' && value.length <= 200 ? value : null;
      return (
        <CheckoutConfirmation
          site={await requireSite(site)}
          slug={carSlugOf(slug)}
          path={path}
          reservationId={text(query.reservation)}
          token={text(query.token)}
        />
      );
    },
  };
}
