import { assignInlineVars } from '@vanilla-extract/dynamic';
import { accentShades, parseHex } from './colour';
import { vars } from './contract.css';
import { type FontChoice, type RadiusScale, fontStacks, radiusScales } from './tokens';

export interface DealerOverrides {
  accentColour?: string | null;
  radius?: RadiusScale | null;
  font?: FontChoice | null;
  logoUrl?: string | null;
}

const radiusKeys = Object.keys(radiusScales) as RadiusScale[];
const fontKeys: readonly FontChoice[] = ['system', 'humanist', 'geometric', 'serif'];

/**
 * The CSS variables a dealer's site config overrides, computed at request time. Only a hex
 * colour and the enumerated radius and font values are accepted; anything else is ignored, so
 * nothing unsafe reaches CSS. Shades and readable text colours are derived from the one accent.
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
