import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

const soft = (background: string, color: string) => ({
  background,
  color,
  borderColor: background,
});
const solid = (background: string, color: string) => ({
  background,
  color,
  borderColor: background,
});

export const tag = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxsmall,
    border: '1px solid transparent',
    borderRadius: vars.radius.small,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.strong,
    lineHeight: 1.2,
    letterSpacing: '0.02em',
    whiteSpace: 'nowrap',
    verticalAlign: 'middle',
  },
  variants: {
    tone: {
      neutral: {},
      accent: {},
      positive: {},
      critical: {},
      caution: {},
      info: {},
    },
    emphasis: { soft: {}, solid: {} },
    size: {
      small: { fontSize: vars.fontSize.xsmall, padding: `1px ${vars.space.xxsmall}` },
      standard: {
        fontSize: vars.fontSize.small,
        padding: `${vars.space.xxsmall} ${vars.space.xsmall}`,
      },
    },
    shape: {
      rounded: {},
      pill: { borderRadius: vars.radius.full },
    },
  },
  compoundVariants: [
    {
      variants: { tone: 'neutral', emphasis: 'soft' },
      style: soft(vars.color.surfaceSunken, vars.color.neutral),
    },
    {
      variants: { tone: 'accent', emphasis: 'soft' },
      style: soft(vars.color.brandAccentSoft, vars.color.brandAccentText),
    },
    {
      variants: { tone: 'positive', emphasis: 'soft' },
      style: soft(vars.color.positive.soft, vars.color.positive.base),
    },
    {
      variants: { tone: 'critical', emphasis: 'soft' },
      style: soft(vars.color.critical.soft, vars.color.critical.base),
    },
    {
      variants: { tone: 'caution', emphasis: 'soft' },
      style: soft(vars.color.caution.soft, vars.color.caution.base),
    },
    {
      variants: { tone: 'info', emphasis: 'soft' },
      style: soft(vars.color.info.soft, vars.color.info.base),
    },
    {
      variants: { tone: 'neutral', emphasis: 'solid' },
      style: solid(vars.color.neutral, vars.color.surface),
    },
    {
      variants: { tone: 'accent', emphasis: 'solid' },
      style: solid(vars.color.brandAccent, vars.color.brandAccentContrast),
    },
    {
      variants: { tone: 'positive', emphasis: 'solid' },
      style: solid(vars.color.positive.base, vars.color.positive.contrast),
    },
    {
      variants: { tone: 'critical', emphasis: 'solid' },
      style: solid(vars.color.critical.base, vars.color.critical.contrast),
    },
    {
      variants: { tone: 'caution', emphasis: 'solid' },
      style: solid(vars.color.caution.base, vars.color.caution.contrast),
    },
    {
      variants: { tone: 'info', emphasis: 'solid' },
      style: solid(vars.color.info.base, vars.color.info.contrast),
    },
  ],
  defaultVariants: { tone: 'neutral', emphasis: 'soft', size: 'standard', shape: 'rounded' },
});
