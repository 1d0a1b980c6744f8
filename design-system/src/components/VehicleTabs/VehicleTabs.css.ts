import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const panel = style({
  paddingTop: vars.space.xsmall,
  selectors: {
    // every panel stays in the page (and its search index); only the chosen one shows
    '&[data-state="inactive"]': { display: 'none' },
  },
});
