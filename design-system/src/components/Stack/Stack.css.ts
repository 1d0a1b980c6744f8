import { styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const space = styleVariants(vars.space, (gap) => ({
  display: 'flex',
  flexDirection: 'column',
  gap,
}));
