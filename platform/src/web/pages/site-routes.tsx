import { type ReactNode } from 'react';
import { type Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { isDirectoryHost } from '@dealer/site-config';
import { appRuntime } from '../../runtime';
import { requireSite, siteForRoute } from '../app-context';
import {
  bodyImageResponse,
  historyReportResponse,
  locationImageResponse,
  vehicleImageResponse,
} from '../handlers/media-routes';
import { makeLogoResponse } from '../handlers/make-logo-route';
import { HomePage } from '../sections/HomePage';
import { SearchPage } from '../sections/search/SearchPage';
import { SiteShell } from '../sections/SiteShell';
import { SitesDirectory } from '../sections/SitesDirectory';
import { siteLayoutMetadata } from '../site-metadata';

// What the generated route files of every template app export for the site frame, the home and
// search pages, the development directory and the media files. The template's profile comes
// from the process's runtime (started by the app's instrumentation.ts).

type SiteParams = Promise<{ site: string }>;

/** app/[site]/layout.tsx: the themed frame with the template's menus. */
export function siteLayoutRoute() {
  return {
    generateMetadata: async ({ params }: { params: SiteParams }) =>
      siteLayoutMetadata(await requireSite((await params).site)),
    Layout: async function SiteLayout({
      children,
      params,
    }: {
      children: ReactNode;
      params: SiteParams;
    }) {
      const site = await requireSite((await params).site);
      const { menu, footerLinks } = appRuntime().profile;
      return (
        <SiteShell site={site} menu={menu} footerLinks={footerLinks}>
          {children}
        </SiteShell>
      );
    },
  };
}

/** app/[site]/page.tsx */
export function homePageRoute() {
  return {
    Page: async function Home({ params }: { params: SiteParams }) {
      return <HomePage site={await requireSite((await params).site)} />;
    },
  };
}

type SearchParams = Promise<{ site: string; path?: string[] }>;
type QueryParams = Promise<Record<string, string | string[] | undefined>>;

/** app/[site]/search/[[...path]]/page.tsx */
export function searchPageRoute() {
  return {
    generateMetadata: async ({ params }: { params: SearchParams }): Promise<Metadata> => {
      const site = await requireSite((await params).site);
      return { title: `Search ${site.content.vehicleNoun} | ${site.name}` };
    },
    Page: async function Search({
      params,
      searchParams,
    }: {
      params: SearchParams;
      searchParams: QueryParams;
    }) {
      const { site: slug, path = [] } = await params;
      return (
        <SearchPage site={await requireSite(slug)} path={path} searchParams={await searchParams} />
      );
    },
  };
}

/** app/[site]/[...rest]/page.tsx: pages a site does not have render the site's themed 404. */
export function unknownPageRoute() {
  return {
    Page: async function UnknownPage(): Promise<never> {
      // rendered per request, so the 404 page's scripts carry the request's CSP nonce
      await connection();
      notFound();
    },
  };
}

/** app/sites-directory/page.tsx: the bare host lists the app's demo sites. */
export function sitesDirectoryRoute() {
  return {
    generateMetadata: (): Metadata => ({ title: `Demo sites: ${appRuntime().profile.name}` }),
    Page: async function DirectoryPage() {
      const host = (await headers()).get('host') ?? '';
      // the proxy sends only a directory host here; a production host never lists the sites
      if (!isDirectoryHost(host)) notFound();
      const port = /:(\d+)$/.exec(host)?.[1] ?? null;
      const { profile, sites } = appRuntime();
      return <SitesDirectory template={profile.name} sites={sites} port={port} />;
    },
  };
}

type MediaParams<P> = Promise<{ site: string } & P>;
const mediaNotFound = () => new Response('Not found', { status: 404 });

/** app/[site]/media/...: generated pictures and documents of a site. */
export function mediaRoutes() {
  return {
    body: {
      GET: async (_request: Request, { params }: { params: MediaParams<{ file: string }> }) => {
        const { site, file } = await params;
        return (await siteForRoute(site)) ? bodyImageResponse(file) : mediaNotFound();
      },
    },
    make: {
      GET: async (_request: Request, { params }: { params: MediaParams<{ file: string }> }) => {
        const { site, file } = await params;
        return (await siteForRoute(site)) ? makeLogoResponse(file) : mediaNotFound();
      },
    },
    history: {
      GET: async (_request: Request, { params }: { params: MediaParams<{ file: string }> }) => {
        const { site: slug, file } = await params;
        const site = await siteForRoute(slug);
        return site ? historyReportResponse(site, file) : mediaNotFound();
      },
    },
    location: {
      GET: async (_request: Request, { params }: { params: MediaParams<{ file: string }> }) => {
        const { site: slug, file } = await params;
        const site = await siteForRoute(slug);
        return site ? locationImageResponse(site, file) : mediaNotFound();
      },
    },
    vehicle: {
      GET: async (
        _request: Request,
        { params }: { params: MediaParams<{ carId: string; file: string }> },
      ) => {
        const { site: slug, carId, file } = await params;
        const site = await siteForRoute(slug);
        return site ? vehicleImageResponse(site, carId, file) : mediaNotFound();
      },
    },
  };
}
