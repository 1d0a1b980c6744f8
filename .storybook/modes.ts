import { type Brand, brands } from '../design-system/src/theme/tokens';

/**
 * Chromatic modes: one per brand (one brand per registered template profile). A mode is a set of
 * globals; Chromatic captures each story once per mode, with its own baseline and approval, so a
 * change to one brand's theme shows up as a change in that brand only.
 */
export const brandModes = Object.fromEntries(brands.map((brand) => [brand, { brand }])) as Record<
  Brand,
  { brand: Brand }
>;
