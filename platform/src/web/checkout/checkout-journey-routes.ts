import { connection } from 'next/server';
import { checkoutAnswers, checkoutHref } from '../../domain/reservations';
import { appRuntime } from '../../runtime';
import { gatedRouteFor, signInHref } from '../accounts/gated-routes';
import { backPathFromReferer } from '../accounts/safe-redirect';
import { shopperSession } from '../accounts/session';
import { siteForRoute } from '../frame/app-context';

type SiteParams = Promise<{ site: string }>;

/** spec §2 /checkout-journey?car_id={slug or id}: a car by its slug, or by its id (digits). */
export function checkoutJourneyCarRef(
  carId: string | null,
): { kind: 'id'; id: number } | { kind: 'slug'; slug: string } | null {
  const value = carId?.trim() ?? '';
  if (!value || value.length > 200) return null;
  if (/^\d{1,15}$/.test(value)) return { kind: 'id', id: Number(value) };
  return { kind: 'slug', slug: value };
}

/**
 * spec §2 /checkout-journey?car_id={slug or id}: the online purchase journey of a car, which is
 * the site's own checkout of it (a temporary redirect, as the car's state decides); a site that
 * takes no reservations, an unknown car or one that cannot be reserved now is a 404.
 */
export function checkoutJourneyRoute() {
  return {
    GET: async (request: Request, { params }: { params: SiteParams }) => {
      await connection();
      const site = await siteForRoute((await params).site);
      if (!site) return new Response('Site not found.', { status: 404 });
      const { searchParams } = new URL(request.url);
      const ref = checkoutJourneyCarRef(searchParams.get('car_id'));
      const store = await appRuntime().store();
      const car = !ref
        ? null
        : ref.kind === 'id'
          ? await store.stock.getCarById(site, ref.id)
          : await store.stock.getCarBySlug(site, ref.slug);
      if (!checkoutAnswers(site, site.features.reserve.checkoutPath, car))
        return new Response('This car cannot be reserved online.', {
          status: 404,
          headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
        });
      // spec §2 gated routes: a car checkout needs a signed-in shopper where the site gates it
      // (a car named without its slug gets no redirect)
      const gate = gatedRouteFor(site, '/checkout-journey', searchParams);
      const location =
        gate && !(await shopperSession(site, request.headers))
          ? signInHref({
              type: gate.type,
              redirect: gate.redirect,
              back: backPathFromReferer(
                request.headers.get('referer'),
                request.headers.get('host'),
              ),
            })
          : checkoutHref(site, car.slug);
      return new Response(null, {
        status: 307,
        headers: { location, 'cache-control': 'no-store' },
      });
    },
  };
}
