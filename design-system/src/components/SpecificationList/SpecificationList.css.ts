import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'grid', gap: vars.space.small, justifyItems: 'start' });
export const list = style({
  width: '100%',
  margin: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  overflow: 'hidden',
});
export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(8rem, 2fr) 3fr',
  gap: vars.space.medium,
  padding: `${vars.space.xsmall} ${vars.space.medium}`,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.standard,
  selectors: {
    '&:nth-child(even)': { background: vars.color.surfaceSunken },
    '& + &': { borderTop: `1px solid ${vars.color.border}` },
    // the rows past the first few stay in the page (and its search index) until shown
    '&[hidden]': { display: 'none' },
  },
});
export const label = style({ color: vars.color.muted, fontWeight: vars.fontWeight.medium });
export const value = style({
  margin: 0,
  color: vars.color.neutral,
  fontWeight: vars.fontWeight.strong,
  overflowWrap: 'anywhere',
});
