import { headers } from 'next/headers';
import { sitesOfTemplate } from '@dealer/site-config';
import { SitesDirectory } from '@dealer/platform/web';
import { template } from '../../template';

export const metadata = { title: `Demo sites: ${template}` };

export default async function DirectoryPage() {
  const host = (await headers()).get('host') ?? '';
  const port = /:(\d+)$/.exec(host)?.[1] ?? null;
  return <SitesDirectory template={template} sites={sitesOfTemplate(template)} port={port} />;
}
