import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// A grid of review cards: as many 280px-or-wider columns as fit, each card as tall as its row.
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 280px), 1fr))',
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const item = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });
