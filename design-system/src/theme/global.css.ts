import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';

// A small reset and the base of every page.

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html', { WebkitTextSizeAdjust: '100%' });
globalStyle('body', { margin: 0 });
globalStyle('img, svg, video', { maxWidth: '100%', display: 'block' });
globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });
globalStyle('h1, h2, h3, h4, h5, h6, p, ul, ol, figure, dl, dd', { margin: 0 });
globalStyle('[data-brand] a', { color: vars.color.brandAccentText });
globalStyle('[data-brand] :focus-visible', {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: '2px',
});
globalStyle('[data-brand] *', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      transitionDuration: '0.01ms !important',
    },
  },
});
