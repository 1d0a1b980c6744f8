import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ margin: 0 });
export const tone = styleVariants(
  {
    neutral: vars.color.neutral,
    muted: vars.color.muted,
    critical: vars.color.critical.base,
    positive: vars.color.positive.base,
    caution: vars.color.caution.base,
    brandAccent: vars.color.brandAccentText,
    inherit: 'inherit',
  },
  (color) => ({ color }),
);
export const size = styleVariants(
  {
    xsmall: vars.fontSize.xsmall,
    small: vars.fontSize.small,
    standard: vars.fontSize.standard,
    large: vars.fontSize.large,
  },
  (fontSize) => ({ fontSize }),
);
export const weight = styleVariants(vars.fontWeight, (fontWeight) => ({ fontWeight }));
export const align = styleVariants(
  { left: 'left', center: 'center', right: 'right' } as const,
  (textAlign) => ({ textAlign }),
);
