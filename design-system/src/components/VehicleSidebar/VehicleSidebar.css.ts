import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { breakpoints } from '../../theme/tokens';

export const sidebar = style({
  display: 'grid',
  gap: vars.space.medium,
  padding: vars.space.large,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  background: vars.color.surfaceRaised,
  color: vars.color.neutral,
  boxShadow: vars.shadow.small,
  fontFamily: vars.font.body,
});
/** sticky beside the gallery on a desktop, under the sticky site header */
export const sticky = style({
  '@media': {
    [`screen and (min-width: ${breakpoints.desktop}px)`]: {
      position: 'sticky',
      top: `calc(${vars.layout.headerHeight} + ${vars.space.medium})`,
      maxHeight: `calc(100vh - ${vars.layout.headerHeight} - ${vars.space.xlarge})`,
      overflowY: 'auto',
      scrollbarWidth: 'thin',
    },
  },
});

export const header = style({ display: 'grid', gap: vars.space.xsmall });
export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xxsmall });
export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxlarge,
  fontWeight: vars.fontWeight.heading,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.neutral,
  overflowWrap: 'anywhere',
});
export const subtitle = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  color: vars.color.muted,
});

export const priceBlock = style({ display: 'grid', gap: vars.space.xsmall });

export const sold = style({
  display: 'grid',
  gap: vars.space.xxsmall,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  background: vars.color.critical.soft,
  color: vars.color.critical.base,
  textAlign: 'center',
});
export const soldLabel = style({
  margin: 0,
  fontSize: vars.fontSize.xxlarge,
  fontWeight: vars.fontWeight.strong,
  letterSpacing: '0.08em',
  lineHeight: vars.lineHeight.tight,
});
export const soldMessage = style({ margin: 0, fontSize: vars.fontSize.small });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(7.5rem, 1fr))',
  gap: `${vars.space.small} ${vars.space.medium}`,
  margin: 0,
  padding: `${vars.space.medium} 0`,
  borderTop: `1px solid ${vars.color.border}`,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const fact = style({ display: 'grid', gap: '2px', minWidth: 0 });
export const factLabel = style({
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.muted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});
export const factValue = style({
  margin: 0,
  fontWeight: vars.fontWeight.strong,
  overflowWrap: 'anywhere',
});

export const location = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
  margin: 0,
  fontSize: vars.fontSize.small,
  color: vars.color.neutral,
});
export const locationIcon = style({ flexShrink: 0, color: vars.color.brandAccentText });

export const actions = style({ display: 'grid', gap: vars.space.xsmall });
export const secondaryActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
});
globalStyle(`${secondaryActions} > *`, { flex: '1 1 9rem' });
export const tools = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.xsmall,
});
