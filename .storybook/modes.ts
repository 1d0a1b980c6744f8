import { type Brand } from '../design-system/src/theme/tokens';

/**
 * Chromatic modes: one per brand. A mode is a set of globals; Chromatic captures each story once
 * per mode, with its own baseline and approval, so a change to one brand's theme shows up as a
 * change in that brand only.
 */
export const brandModes = {
  generic: { brand: 'generic' },
  toyota: { brand: 'toyota' },
  caravan: { brand: 'caravan' },
} as const satisfies Record<Brand, { brand: Brand }>;
