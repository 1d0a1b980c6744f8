import { type Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { isDirectoryHost } from '@dealer/site-config';
import { appRuntime } from '../../runtime';
import { SitesDirectory } from './SitesDirectory';

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
