import { assignInlineVars } from '@vanilla-extract/dynamic';
import { accentShades, parseHex, surfaceShades, textShades } from './colour';
import { vars } from './contract.css';
import {
  type Density,
  densities,
  type FontChoice,
  type RadiusScale,
  fontStacks,
  radiusScales,
  spaceAt,
} from './tokens';

export interface DealerOverrides {
  accentColour?: string | null;
  /** the body text's colour; the muted text is derived from it */
  textColour?: string | null;
  /** the page's colour; the sunken panels are derived from it */
  surfaceColour?: string | null;
  radius?: RadiusScale | null;
  font?: FontChoice | null;
  /** the room between things: the spacing scale, smaller or larger */
  density?: Density | null;
  logoUrl?: string | null;
}

const radiusKeys = Object.keys(radiusScales) as RadiusScale[];
const fontKeys: readonly FontChoice[] = ['system', 'humanist', 'geometric', 'serif'];
const densityKeys = Object.keys(densities) as Density[];

/**
 * The CSS variables a dealer's site config overrides, computed at request time. Only a hex
 * colour and the enumerated radius, font and density values are accepted; anything else is
 * ignored, so nothing unsafe reaches CSS. Shades and readable text colours are derived from the
 * one accent, the muted text from the text colour and the sunken panels from the page colour.
 */
export function dealerThemeVars(
  overrides: DealerOverrides | null | undefined,
): Record<string, string> {
  const assigned: Record<string, string> = {};
  if (!overrides) return assigned;
  const accent = parseHex(overrides.accentColour);
  if (accent) {
    const shades = accentShades(accent);
    assigned[vars.color.brandAccent] = shades.accent;
    assigned[vars.color.brandAccentHover] = shades.hover;
    assigned[vars.color.brandAccentActive] = shades.active;
    assigned[vars.color.brandAccentSoft] = shades.soft;
    assigned[vars.color.brandAccentContrast] = shades.contrast;
    assigned[vars.color.brandAccentText] = shades.text;
  }
  const text = parseHex(overrides.textColour);
  if (text) {
    const shades = textShades(text);
    assigned[vars.color.neutral] = shades.neutral;
    assigned[vars.color.muted] = shades.muted;
  }
  const surface = parseHex(overrides.surfaceColour);
  if (surface) {
    const shades = surfaceShades(surface);
    assigned[vars.color.surface] = shades.surface;
    assigned[vars.color.surfaceSunken] = shades.sunken;
  }
  if (overrides.density && densityKeys.includes(overrides.density)) {
    const space = spaceAt(overrides.density);
    for (const name of Object.keys(space) as (keyof typeof space)[]) {
      assigned[vars.space[name]] = space[name];
    }
  }
  if (overrides.radius && radiusKeys.includes(overrides.radius)) {
    const radius = radiusScales[overrides.radius];
    assigned[vars.radius.small] = radius.small;
    assigned[vars.radius.medium] = radius.medium;
    assigned[vars.radius.large] = radius.large;
  }
  if (overrides.font && fontKeys.includes(overrides.font)) {
    assigned[vars.font.body] = fontStacks[overrides.font];
    assigned[vars.font.heading] = fontStacks[overrides.font];
  }
  return { ...assignInlineVars(assigned) } as Record<string, string>;
}
