import { type ReactNode, type SVGProps } from 'react';

// The icon set's one drawing: a 24x24 stroke (or fill) in currentColor, hidden from assistive
// technology by default (the control that holds an icon carries the accessible name).

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & {
  size?: number;
  title?: string;
};

export function icon(name: string, paths: ReactNode, filled = false) {
  function Icon({ size = 20, title, ...props }: IconProps) {
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill={filled ? 'currentColor' : 'none'}
        stroke={filled ? 'none' : 'currentColor'}
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden={title ? undefined : true}
        role={title ? 'img' : undefined}
        focusable="false"
        data-icon={name}
        {...props}
      >
        {title ? <title>{title}</title> : null}
        {paths}
      </svg>
    );
  }
  Icon.displayName = `Icon(${name})`;
  return Icon;
}
