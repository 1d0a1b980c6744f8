import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { control } from '../private/control.css';

export const input = style([control, { fontFamily: vars.font.body }]);

export const textArea = style([
  control,
  { fontFamily: vars.font.body, minHeight: '7.5rem', resize: 'vertical' },
]);

// a date or time input keeps the width of its value, not of the whole row
export const dateTime = style([control, { fontFamily: vars.font.body, maxWidth: '16rem' }]);

export const postcode = style([control, { fontFamily: vars.font.body, maxWidth: '8rem' }]);
