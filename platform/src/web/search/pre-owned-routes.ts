import { connection } from 'next/server';
import { siteForRoute } from '../frame/app-context';

// /pre-owned stands for the site's used stock search: a permanent redirect there, the query kept.

type SiteParams = Promise<{ site: string }>;

/** spec §2 /pre-owned and /pre-owned?certified=true: the used stock search, refinements kept. */
export function preOwnedPath(vehicleNoun: string, search: string): string {
  return `/search/used-${vehicleNoun.toLowerCase()}${search}`;
}

export function preOwnedRoute() {
  return {
    GET: async (request: Request, { params }: { params: SiteParams }) => {
      await connection(); // per request: the answer is the asking site's
      const site = await siteForRoute((await params).site);
      if (!site) return new Response('Site not found.', { status: 404 });
      const { search } = new URL(request.url);
      return new Response(null, {
        status: 308,
        headers: { location: preOwnedPath(site.content.vehicleNoun, search) },
      });
    },
  };
}
