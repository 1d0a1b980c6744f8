import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { fadeIn, fadeOut, popIn } from '../private/control.css';

const inViewport = '[data-viewport="true"] &';
const withoutViewport = '[data-viewport="false"] &';

export const root = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  fontFamily: vars.font.body,
});

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  selectors: { [withoutViewport]: { position: 'relative' } },
});

const barItem = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  minHeight: '2.75rem',
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  border: 0,
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: vars.color.neutral,
  fontSize: vars.fontSize.standard,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
} as const;

export const trigger = style({
  ...barItem,
  selectors: {
    '&:hover, &[data-state="open"]': { background: vars.color.surfaceSunken },
  },
});

export const chevron = style({
  flexShrink: 0,
  transition: `transform ${vars.motion.medium} ${vars.motion.easing}`,
  selectors: { [`${trigger}[data-state="open"] &`]: { transform: 'rotate(180deg)' } },
});

export const link = styleVariants({
  bar: {
    ...barItem,
    selectors: {
      '[data-brand] &': { color: vars.color.neutral },
      '&:hover': { background: vars.color.surfaceSunken },
      '&[aria-current="page"]': { boxShadow: `inset 0 -3px 0 ${vars.color.brandAccent}` },
    },
  },
  panel: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xxsmall,
    padding: `${vars.space.xsmall} ${vars.space.small}`,
    borderRadius: vars.radius.small,
    textDecoration: 'none',
    fontWeight: vars.fontWeight.medium,
    selectors: {
      '[data-brand] &': { color: vars.color.neutral },
      '&:hover': { background: vars.color.surfaceSunken },
      '&[aria-current="page"]': { color: vars.color.brandAccentText },
    },
  },
});

export const content = style({
  padding: vars.space.large,
  selectors: {
    // inside the shared viewport: one panel at a time, measured by Radix for the height
    [inViewport]: {
      position: 'absolute',
      top: 0,
      left: 0,
      width: '100%',
      maxHeight: 'calc(100vh - 8rem)',
      overflowY: 'auto',
    },
    [`${inViewport}[data-motion^="from-"]`]: {
      animation: `${fadeIn} ${vars.motion.medium} ${vars.motion.easing}`,
    },
    [`${inViewport}[data-motion^="to-"]`]: {
      animation: `${fadeOut} ${vars.motion.medium} ${vars.motion.easing}`,
    },
    // without a viewport: a dropdown under its own item
    [withoutViewport]: {
      position: 'absolute',
      top: `calc(100% + ${vars.space.xxsmall})`,
      left: 0,
      zIndex: 30,
      minWidth: '14rem',
      padding: vars.space.xsmall,
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.medium,
      background: vars.color.surfaceRaised,
      boxShadow: vars.shadow.medium,
    },
    [`${withoutViewport}[data-state="open"]`]: {
      animation: `${popIn} ${vars.motion.fast} ${vars.motion.easing}`,
    },
  },
});

export const viewportPosition = style({
  position: 'absolute',
  top: '100%',
  left: 0,
  right: 0,
  zIndex: 30,
  display: 'flex',
  justifyContent: 'center',
});

export const viewport = style({
  position: 'relative',
  width: '100%',
  height: 'var(--radix-navigation-menu-viewport-height)',
  marginTop: vars.space.xxsmall,
  overflow: 'hidden',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  background: vars.color.surfaceRaised,
  color: vars.color.neutral,
  boxShadow: vars.shadow.large,
  transformOrigin: 'top center',
  transition: `height ${vars.motion.medium} ${vars.motion.easing}`,
  selectors: {
    '&[data-state="open"]': { animation: `${popIn} ${vars.motion.fast} ${vars.motion.easing}` },
    '&[data-state="closed"]': {
      animation: `${fadeOut} ${vars.motion.fast} ${vars.motion.easing}`,
    },
  },
});

export const indicator = style({
  zIndex: 1,
  display: 'flex',
  alignItems: 'flex-end',
  justifyContent: 'center',
  height: 3,
  top: '100%',
  background: vars.color.brandAccent,
  transition: `width ${vars.motion.medium} ${vars.motion.easing}, transform ${vars.motion.medium} ${vars.motion.easing}`,
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(15rem, 1fr))',
  gap: `${vars.space.large} ${vars.space.xlarge}`,
});

export const group = style({ display: 'grid', alignContent: 'start', gap: vars.space.xsmall });

export const groupTitle = style({
  paddingBottom: vars.space.xxsmall,
  borderBottom: `2px solid ${vars.color.brandAccent}`,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.strong,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  color: vars.color.neutral,
});

export const groupList = style({
  display: 'grid',
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
