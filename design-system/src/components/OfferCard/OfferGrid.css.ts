import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// A grid of offer cards: as many 300px-or-wider columns as fit (spec §9 offer images 375×250),
// each card as tall as its row.
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))',
  gap: vars.space.large,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const item = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });
