import { type ReactNode } from 'react';
import { appRuntime } from '../../runtime';
import { requireSite } from './app-context';
import { SiteShell } from './SiteShell';
import { siteLayoutMetadata } from './site-metadata';

// app/[site]/layout.tsx of every template app. Each route factory lives in a module of its own,
// which the generated route file imports by its path: a route's bundle then holds only the
// client components its own page uses (a barrel import would give every page every island).

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
      const { menu, footerLinks, footerGroups } = appRuntime().profile;
      return (
        <SiteShell site={site} menu={menu} footerLinks={footerLinks} footerGroups={footerGroups}>
          {children}
        </SiteShell>
      );
    },
  };
}
