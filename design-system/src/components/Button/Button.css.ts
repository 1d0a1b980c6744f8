import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xsmall,
    borderRadius: vars.radius.medium,
    border: '2px solid transparent',
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.strong,
    lineHeight: 1.2,
    textDecoration: 'none',
    cursor: 'pointer',
    whiteSpace: 'nowrap',
    transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, border-color ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.6 },
    },
  },
  variants: {
    variant: {
      solid: {
        background: vars.color.brandAccent,
        color: vars.color.brandAccentContrast,
        selectors: {
          '[data-brand] &': { color: vars.color.brandAccentContrast },
          '&:hover:not(:disabled)': { background: vars.color.brandAccentHover },
          '&:active:not(:disabled)': { background: vars.color.brandAccentActive },
        },
      },
      soft: {
        background: vars.color.brandAccentSoft,
        color: vars.color.neutral,
        selectors: {
          '[data-brand] &': { color: vars.color.neutral },
          '&:hover:not(:disabled)': { borderColor: vars.color.brandAccent },
        },
      },
      ghost: {
        background: 'transparent',
        borderColor: vars.color.brandAccentText,
        color: vars.color.brandAccentText,
        selectors: {
          '[data-brand] &': { color: vars.color.brandAccentText },
          '&:hover:not(:disabled)': { background: vars.color.brandAccentSoft },
        },
      },
      transparent: {
        background: 'transparent',
        color: vars.color.neutral,
        selectors: {
          '[data-brand] &': { color: vars.color.neutral },
          '&:hover:not(:disabled)': { background: vars.color.surfaceSunken },
        },
      },
      critical: {
        background: vars.color.critical.base,
        color: vars.color.critical.contrast,
        selectors: { '[data-brand] &': { color: vars.color.critical.contrast } },
      },
    },
    size: {
      small: {
        fontSize: vars.fontSize.small,
        padding: `${vars.space.xxsmall} ${vars.space.small}`,
        minHeight: '2.25rem',
      },
      standard: {
        fontSize: vars.fontSize.standard,
        padding: `${vars.space.xsmall} ${vars.space.medium}`,
        minHeight: '2.75rem',
      },
      large: {
        fontSize: vars.fontSize.large,
        padding: `${vars.space.small} ${vars.space.large}`,
        minHeight: '3.25rem',
      },
    },
    fullWidth: { true: { width: '100%' } },
  },
  defaultVariants: { variant: 'solid', size: 'standard' },
});

export const spinner = style({
  width: '1em',
  height: '1em',
  borderRadius: '50%',
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 700ms linear infinite`,
});
