import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  border: 0,
  borderTop: `1px solid ${vars.color.border}`,
  margin: 0,
  width: '100%',
});
