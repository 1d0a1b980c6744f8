import { type ReactNode } from 'react';
import { requireSite, SiteShell } from '@dealer/platform/web';
import { menu, template } from '../../template';

type Params = Promise<{ site: string }>;

export async function generateMetadata({ params }: { params: Params }) {
  const site = requireSite((await params).site, template);
  return {
    metadataBase: new URL(site.url),
    title: { default: site.name, template: `%s | ${site.name}` },
  };
}

export default async function SiteLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Params;
}) {
  const site = requireSite((await params).site, template);
  return (
    <SiteShell site={site} menu={menu}>
      {children}
    </SiteShell>
  );
}
