import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const field = style({
  display: 'grid',
  gap: vars.space.xxsmall,
  minWidth: 0,
  fontFamily: vars.font.body,
});

export const label = style({
  fontSize: vars.fontSize.standard,
  fontWeight: vars.fontWeight.strong,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.neutral,
});

export const required = style({ color: vars.color.critical.base });

export const hint = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.standard,
  color: vars.color.muted,
});

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xxsmall,
  margin: 0,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.standard,
  color: vars.color.critical.base,
});

// keeps the icon on the first line of a message that wraps
export const errorIcon = style({ flexShrink: 0, marginTop: '0.15em' });

export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

/** Hint and error under a checkbox or switch line up with its label, not its box. */
export const inlineMessages = style({
  display: 'grid',
  gap: vars.space.xxsmall,
  paddingLeft: `calc(1.375rem + ${vars.space.xsmall})`,
});
