import { type ReactNode } from 'react';
import { requireSite, SiteShell, siteLayoutMetadata } from '@dealer/platform/web';
import { menu, template } from '../../template';

type Params = Promise<{ site: string }>;

export async function generateMetadata({ params }: { params: Params }) {
  return siteLayoutMetadata(requireSite((await params).site, template));
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
