import type { Preview } from '@storybook/react-vite';
import { type DealerOverrides, type SiteTheme } from '../design-system/src/theme';
import { themeOverridesSchema } from '../site-config/src/schema';
import { type Density, type FontChoice, type RadiusScale } from '../design-system/src/theme/tokens';

// The theme studio's draft lives in Storybook's globals (one value a token, so it survives a
// reload and travels in the address): every story renders in it, whichever is open.

type Globals = Record<string, unknown>;

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/** The draft the globals hold (the tokens a dealer's site config may override). */
export function draftFromGlobals(globals: Globals): DealerOverrides {
  const draft: DealerOverrides = {};
  const hex = (value: string | null) => (value && !value.startsWith('#') ? `#${value}` : value);
  const accent = hex(text(globals.dealerAccent));
  if (accent) draft.accentColour = accent;
  const textColour = hex(text(globals.dealerText));
  if (textColour) draft.textColour = textColour;
  const surface = hex(text(globals.dealerSurface));
  if (surface) draft.surfaceColour = surface;
  const density = text(globals.dealerDensity);
  if (density) draft.density = density as Density;
  const radius = text(globals.dealerRadius);
  if (radius) draft.radius = radius as RadiusScale;
  const font = text(globals.dealerFont);
  if (font) draft.font = font as FontChoice;
  const logo = text(globals.dealerLogo);
  if (logo) draft.logoUrl = logo;
  return draft;
}

/** The globals of a draft: a token left to the brand is an empty value. */
export function globalsFromDraft(draft: DealerOverrides): Globals {
  return {
    dealerAccent: draft.accentColour?.replace(/^#/, '') ?? '',
    dealerText: draft.textColour?.replace(/^#/, '') ?? '',
    dealerSurface: draft.surfaceColour?.replace(/^#/, '') ?? '',
    dealerDensity: draft.density ?? '',
    dealerRadius: draft.radius ?? '',
    dealerFont: draft.font ?? '',
    dealerLogo: draft.logoUrl ?? '',
  };
}

/** The toolbar's switch that opens the studio's panel beside every story. */
export const themeStudioGlobalTypes: NonNullable<Preview['globalTypes']> = {
  themeStudio: {
    description:
      'Theme studio: tune a dealer’s accent, text and page colours, radius, font, density and logo over the brand',
    toolbar: {
      title: 'Theme studio',
      icon: 'edit',
      items: [
        { value: 'closed', title: 'Theme studio closed' },
        { value: 'open', title: 'Theme studio open' },
      ],
      dynamicTitle: true,
    },
  },
  dealerAccent: { description: 'The draft’s accent colour (hex without #)' },
  dealerText: { description: 'The draft’s text colour (hex without #)' },
  dealerSurface: { description: 'The draft’s page colour (hex without #)' },
  dealerDensity: { description: 'The draft’s density' },
  dealerRadius: { description: 'The draft’s corner radius' },
  dealerFont: { description: 'The draft’s font' },
  dealerLogo: { description: 'The draft’s logo address' },
};

/**
 * A theme as a site config reads it (the site config's own schema): the theme, or each problem
 * with its field, as `npm run sites -- validate` names it.
 */
export function checkSiteTheme(value: unknown): { theme: SiteTheme } | { problems: string[] } {
  const result = themeOverridesSchema.safeParse(value);
  if (result.success) return { theme: result.data };
  return {
    problems: result.error.issues.map(
      (issue) => `theme${issue.path.map((part) => `.${String(part)}`).join('')}: ${issue.message}`,
    ),
  };
}
