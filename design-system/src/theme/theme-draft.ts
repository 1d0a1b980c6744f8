import { type DealerOverrides } from './dealer-overrides';
import { type Brand, brands, type Density, type FontChoice, type RadiusScale } from './tokens';

// The theme studio's hand-over: a draft as a site config's `theme` (its brand and the tokens it
// overrides, null where the brand's own stay), and a site's `theme` back as a draft.

export interface SiteTheme {
  brand: Brand;
  accentColour: string | null;
  textColour: string | null;
  surfaceColour: string | null;
  radius: RadiusScale | null;
  font: FontChoice | null;
  density: Density | null;
  logoUrl: string | null;
}

/** A draft over a brand as the `theme` of a site config. */
export function siteThemeOf(brand: Brand, draft: DealerOverrides): SiteTheme {
  return {
    brand,
    accentColour: draft.accentColour ?? null,
    textColour: draft.textColour ?? null,
    surfaceColour: draft.surfaceColour ?? null,
    radius: draft.radius ?? null,
    font: draft.font ?? null,
    density: draft.density ?? null,
    logoUrl: draft.logoUrl ?? null,
  };
}

/** A site config's `theme` (already validated) as the studio's brand and draft. */
export function draftOf(theme: SiteTheme): { brand: Brand; draft: DealerOverrides } {
  const draft: DealerOverrides = {};
  if (theme.accentColour) draft.accentColour = theme.accentColour;
  if (theme.textColour) draft.textColour = theme.textColour;
  if (theme.surfaceColour) draft.surfaceColour = theme.surfaceColour;
  if (theme.density) draft.density = theme.density;
  if (theme.radius) draft.radius = theme.radius;
  if (theme.font) draft.font = theme.font;
  if (theme.logoUrl) draft.logoUrl = theme.logoUrl;
  return { brand: brands.includes(theme.brand) ? theme.brand : 'generic', draft };
}
