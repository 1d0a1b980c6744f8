import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 44,
  height: 44,
  borderRadius: vars.radius.full,
  border: `1px solid currentColor`,
});

export const link = styleVariants({
  standard: [
    base,
    {
      selectors: {
        '[data-brand] &': { color: vars.color.neutral },
        '&:hover': { background: vars.color.surfaceSunken },
      },
    },
  ],
  onBrand: [
    base,
    {
      selectors: {
        '[data-brand] &': { color: vars.color.brandContrast },
        '&:hover': {
          background: `color-mix(in srgb, ${vars.color.brandContrast} 14%, transparent)`,
        },
      },
    },
  ],
});
