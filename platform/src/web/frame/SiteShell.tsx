import { type ReactNode } from 'react';
import { Box, Button, SiteFooter, SiteHeader } from '@dealer/design-system';
import { ThemeProvider } from '@dealer/design-system/theme';
import { type Site } from '@dealer/site-config';
import { isAccountFavouritesOn } from '../../domain/favourites';
import { myPageHref } from '../../domain/my-page';
import { appRuntime } from '../../runtime';
import { LazyAccountControl } from '../accounts/client/LazyAccountControl';
import { HydrateNearView } from './client/hydrate-near-view';
import { ImageRouteProvider } from './client/ImageRouteProvider';
import { NextLinkProvider } from './client/NextLinkProvider';
import { modelMenuEntry } from '../models/model-views';
import { siteFooterGroups, siteMenu } from './site-pages';

import { type FooterGroup, type MenuItem } from '@dealer/template-profiles';

export type { FooterGroup, MenuItem };

/** A site menu's links as the footer shows them: label and address. */
const footerLinksOf = (links: readonly MenuItem[]) =>
  links.map(({ label, href }) => ({ label, href }));

/**
 * The header's menu: the site's items, the model range's item carrying the models of the site's
 * manufacturer for its mega-menu (a plain link to the range when none are stored).
 */
async function headerMenu(site: Site, menu: readonly MenuItem[]) {
  const items = siteMenu(site, menu);
  const models = items.some((item) => item.modelRange)
    ? await (await appRuntime().store()).content.listModels(site)
    : [];
  return items.map(({ modelRange, ...item }) =>
    modelRange && models.length > 0 ? { ...item, models: models.map(modelMenuEntry) } : item,
  );
}

/** The themed frame of every page of a site: header with its menu, main, footer. */
export async function SiteShell({
  site,
  menu,
  footerLinks,
  footerGroups = [],
  children,
  now = new Date(),
}: {
  site: Site;
  menu: readonly MenuItem[];
  footerLinks: readonly MenuItem[];
  /** spec §2 the footer's groups of links under a heading each */
  footerGroups?: readonly FooterGroup[];
  children: ReactNode;
  now?: Date;
}) {
  return (
    <ThemeProvider
      brand={site.theme.brand}
      overrides={{
        accentColour: site.theme.accentColour,
        textColour: site.theme.textColour,
        surfaceColour: site.theme.surfaceColour,
        radius: site.theme.radius,
        font: site.theme.font,
        density: site.theme.density,
      }}
    >
      <NextLinkProvider>
        <ImageRouteProvider quality={site.media.imageQuality} photoHosts={site.media.photoHosts}>
          <SiteHeader
            siteName={site.name}
            logoUrl={site.theme.logoUrl ?? undefined}
            homeHref="/"
            menu={await headerMenu(site, menu)}
            phone={site.phone ?? undefined}
            account={
              site.features.authentication ? (
                <LazyAccountControl
                  favouritesSiteSlug={isAccountFavouritesOn(site.features) ? site.slug : null}
                  myPageHref={myPageHref(site.features)}
                  signInLink={
                    <Button href="/sign-in" variant="ghost" size="small">
                      Sign In
                    </Button>
                  }
                />
              ) : undefined
            }
          />
          <Box as="main" id="main-content" paddingY="xlarge">
            {children}
          </Box>
          {/* the footer hydrates apart from the page, when the shopper nears it (below the fold:
            it may stream in after the page without moving anything a shopper sees) */}
          <HydrateNearView>
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
              links={footerLinksOf(siteMenu(site, footerLinks))}
              groups={siteFooterGroups(site, footerGroups).map((group) => ({
                heading: group.heading,
                links: footerLinksOf(group.links),
              }))}
            />
          </HydrateNearView>
        </ImageRouteProvider>
      </NextLinkProvider>
    </ThemeProvider>
  );
}
