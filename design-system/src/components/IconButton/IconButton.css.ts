import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const iconButton = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    padding: 0,
    border: '2px solid transparent',
    borderRadius: vars.radius.full,
    cursor: 'pointer',
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
          '&:hover:not(:disabled)': { background: vars.color.brandAccentHover },
          '&:active:not(:disabled)': { background: vars.color.brandAccentActive },
        },
      },
      soft: {
        background: vars.color.brandAccentSoft,
        color: vars.color.neutral,
        selectors: { '&:hover:not(:disabled)': { borderColor: vars.color.brandAccent } },
      },
      ghost: {
        background: vars.color.surfaceRaised,
        borderColor: vars.color.border,
        color: vars.color.neutral,
        selectors: { '&:hover:not(:disabled)': { borderColor: vars.color.brandAccent } },
      },
      transparent: {
        background: 'transparent',
        color: vars.color.neutral,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceSunken } },
      },
    },
    size: {
      // every size stays above the 24px target size of WCAG 2.2
      small: { width: '2rem', height: '2rem' },
      standard: { width: '2.75rem', height: '2.75rem' },
      large: { width: '3.25rem', height: '3.25rem' },
    },
    shape: {
      round: { borderRadius: vars.radius.full },
      square: { borderRadius: vars.radius.medium },
    },
  },
  defaultVariants: { variant: 'ghost', size: 'standard', shape: 'round' },
});
