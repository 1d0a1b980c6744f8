import { type SVGProps } from 'react';

// Icons the share menu needs that the shared icon set does not have: 24x24, currentColor,
// hidden from assistive technology (the menu item carries the name).

type ShareIconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number };

function svgProps(size: number, filled: boolean) {
  return {
    width: size,
    height: size,
    viewBox: '0 0 24 24',
    fill: filled ? 'currentColor' : 'none',
    stroke: filled ? 'none' : 'currentColor',
    strokeWidth: 2,
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
    'aria-hidden': true,
    focusable: 'false',
  } as const;
}

export function LinkIcon({ size = 16, ...props }: ShareIconProps) {
  return (
    <svg {...svgProps(size, false)} data-icon="link" {...props}>
      <path d="M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7" />
      <path d="M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7" />
    </svg>
  );
}

export function XLogoIcon({ size = 16, ...props }: ShareIconProps) {
  return (
    <svg {...svgProps(size, true)} data-icon="x" {...props}>
      <path d="M17.8 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.4L5.3 21H2.2l7.2-8.3L1.9 3h6.4l4.4 5.8zm-1.1 16.2h1.7L7.4 4.7H5.6z" />
    </svg>
  );
}

export function WhatsappIcon({ size = 16, ...props }: ShareIconProps) {
  return (
    <svg {...svgProps(size, false)} data-icon="whatsapp" {...props}>
      <path d="M3 21l1.6-4.7A9 9 0 1 1 7.9 19.6z" />
      <path d="M9 8.5c0 3.5 3 6.5 6.5 6.5l1-1.5-2-1-1 .8a5 5 0 0 1-2.8-2.8l.8-1-1-2z" />
    </svg>
  );
}
