import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

// Pressed and hovered shades of the status colours, mixed from the theme's own values.
const criticalHover = `color-mix(in srgb, ${vars.color.critical.base} 88%, black)`;
const criticalActive = `color-mix(in srgb, ${vars.color.critical.base} 76%, black)`;
const neutralHover = `color-mix(in srgb, ${vars.color.neutral} 85%, ${vars.color.surface})`;

// Each colour also sits under `[data-brand] &`, which outranks the theme's base link colour
// when the button renders as a link.

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
        selectors: {
          '[data-brand] &': { color: vars.color.critical.contrast },
          '&:hover:not(:disabled)': { background: criticalHover },
          '&:active:not(:disabled)': { background: criticalActive },
        },
      },
    },
    tone: {
      brandAccent: {},
      critical: {},
      neutral: {},
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
  compoundVariants: [
    {
      variants: { variant: 'solid', tone: 'critical' },
      style: {
        background: vars.color.critical.base,
        color: vars.color.critical.contrast,
        selectors: {
          '[data-brand] &': { color: vars.color.critical.contrast },
          '&:hover:not(:disabled)': { background: criticalHover },
          '&:active:not(:disabled)': { background: criticalActive },
        },
      },
    },
    {
      variants: { variant: 'solid', tone: 'neutral' },
      style: {
        background: vars.color.neutral,
        color: vars.color.surface,
        selectors: {
          '[data-brand] &': { color: vars.color.surface },
          '&:hover:not(:disabled)': { background: neutralHover },
          '&:active:not(:disabled)': { background: vars.color.neutral },
        },
      },
    },
    {
      variants: { variant: 'ghost', tone: 'critical' },
      style: {
        borderColor: vars.color.critical.base,
        color: vars.color.critical.base,
        selectors: {
          '[data-brand] &': { color: vars.color.critical.base },
          '&:hover:not(:disabled)': { background: vars.color.critical.soft },
        },
      },
    },
    {
      variants: { variant: 'ghost', tone: 'neutral' },
      style: {
        borderColor: vars.color.neutral,
        color: vars.color.neutral,
        selectors: {
          '[data-brand] &': { color: vars.color.neutral },
          '&:hover:not(:disabled)': { background: vars.color.surfaceSunken },
        },
      },
    },
    {
      variants: { variant: 'soft', tone: 'critical' },
      style: {
        background: vars.color.critical.soft,
        color: vars.color.critical.base,
        selectors: {
          '[data-brand] &': { color: vars.color.critical.base },
          '&:hover:not(:disabled)': { borderColor: vars.color.critical.base },
        },
      },
    },
    {
      variants: { variant: 'soft', tone: 'neutral' },
      style: {
        background: vars.color.surfaceSunken,
        selectors: { '&:hover:not(:disabled)': { borderColor: vars.color.borderStrong } },
      },
    },
    {
      variants: { variant: 'transparent', tone: 'critical' },
      style: {
        color: vars.color.critical.base,
        selectors: {
          '[data-brand] &': { color: vars.color.critical.base },
          '&:hover:not(:disabled)': { background: vars.color.critical.soft },
        },
      },
    },
  ],
  defaultVariants: { variant: 'solid', tone: 'brandAccent', size: 'standard' },
});

export const spinner = style({
  width: '1em',
  height: '1em',
  flexShrink: 0,
  borderRadius: '50%',
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 700ms linear infinite`,
});
