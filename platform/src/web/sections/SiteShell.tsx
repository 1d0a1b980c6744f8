import { type ReactNode } from 'react';
import { Box, SiteFooter, SiteHeader } from '@dealer/design-system';
import { ThemeProvider } from '@dealer/design-system/theme';
import { type Site } from '@dealer/site-config';
import { NextLinkProvider } from '../islands/NextLinkProvider';
import { siteMenu } from '../site-pages';

import { type MenuItem } from '@dealer/template-profiles';

export type { MenuItem };

/** The themed frame of every page of a site: header with its menu, main, footer. */
export function SiteShell({
  site,
  menu,
  footerLinks,
  children,
  now = new Date(),
}: {
  site: Site;
  menu: readonly MenuItem[];
  footerLinks: readonly MenuItem[];
  children: ReactNode;
  now?: Date;
}) {
  return (
    <ThemeProvider
      brand={site.theme.brand}
      overrides={{
        accentColour: site.theme.accentColour,
        radius: site.theme.radius,
        font: site.theme.font,
      }}
    >
      <NextLinkProvider>
        <SiteHeader
          siteName={site.name}
          logoUrl={site.theme.logoUrl ?? undefined}
          homeHref="/"
          menu={siteMenu(site, menu)}
          phone={site.phone ?? undefined}
        />
        <Box as="main" id="main-content" paddingY="xlarge">
          {children}
        </Box>
        <SiteFooter
          siteName={site.name}
          year={now.getFullYear()}
          social={{
            facebook: site.content.social.facebook ?? undefined,
            instagram: site.content.social.instagram ?? undefined,
            youtube: site.content.social.youtube ?? undefined,
            linkedin: site.content.social.linkedin ?? undefined,
            tiktok: site.content.social.tiktok ?? undefined,
          }}
          licences={{
            dealerLicence: site.content.licences.dealerLicence ?? undefined,
            carLicence: site.content.licences.carLicence ?? undefined,
            motorRepairer: site.content.licences.motorRepairer ?? undefined,
          }}
          poweredBy={site.content.poweredBy}
          links={siteMenu(site, footerLinks)}
        />
      </NextLinkProvider>
    </ThemeProvider>
  );
}
