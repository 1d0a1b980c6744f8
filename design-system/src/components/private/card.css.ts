import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// The frame the dealer cards share (offer, fleet, model, review): a raised surface with the
// theme's border, large radius and body font, filling its grid cell.
export const cardFrame = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  background: vars.color.surfaceRaised,
  color: vars.color.neutral,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  fontFamily: vars.font.body,
});

/** A card's text column under its picture. */
export const cardBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.medium,
  flex: 1,
});

/** A picture that fills its media box. */
export const cardImage = style({ width: '100%', height: '100%', objectFit: 'cover' });
