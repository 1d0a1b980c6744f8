import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// spec §9: popup max width 600px, max height 80vh, image 40vh. Under `[data-brand]` so these
// win over the Dialog's own size.
export const content = style({
  selectors: {
    '[data-brand] &': {
      maxWidth: 600,
      maxHeight: '80vh',
      overflowY: 'auto',
    },
  },
});

export const image = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  maxHeight: '40vh',
  objectFit: 'cover',
  flexShrink: 0,
  cursor: 'pointer',
  borderTopLeftRadius: vars.radius.large,
  borderTopRightRadius: vars.radius.large,
});

export const header = style({
  selectors: {
    // under an image the close button sits on the picture: the title can use the full width
    [`[data-brand] ${image} ~ &`]: { paddingRight: vars.space.large },
  },
});

export const footer = style({
  selectors: { '[data-brand] &': { paddingTop: vars.space.large } },
});

export const close = style({
  position: 'absolute',
  top: vars.space.small,
  right: vars.space.small,
  boxShadow: vars.shadow.small,
});
