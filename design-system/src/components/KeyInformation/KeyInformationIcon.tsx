import { type ReactNode } from 'react';

// Pictograms of the key facts of a vehicle: 24x24 strokes in currentColor, decorative (the tile's
// label names the fact).

export const keyInformationIcons = [
  'odometer',
  'transmission',
  'fuel',
  'body',
  'engine',
  'calendar',
  'seats',
  'doors',
  'drive',
  'colour',
  'registration',
  'stock',
  'power',
  'weight',
  'length',
  'sleeps',
] as const;
export type KeyInformationIconName = (typeof keyInformationIcons)[number];

const paths: Record<KeyInformationIconName, ReactNode> = {
  odometer: (
    <>
      <path d="M3.3 19a10 10 0 1 1 17.4 0" />
      <path d="m12 14 4-4" />
      <circle cx="12" cy="14" r="1" />
    </>
  ),
  transmission: (
    <>
      <circle cx="5" cy="5" r="2" />
      <circle cx="12" cy="5" r="2" />
      <circle cx="19" cy="5" r="2" />
      <circle cx="5" cy="19" r="2" />
      <circle cx="12" cy="19" r="2" />
      <path d="M5 7v10M12 7v10M19 7v5H5" />
    </>
  ),
  fuel: (
    <>
      <path d="M3 22h12M4 9h10M14 22V4a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v18" />
      <path d="M14 13h2a2 2 0 0 1 2 2v2a2 2 0 0 0 4 0V9.8a2 2 0 0 0-.6-1.4L18 5" />
    </>
  ),
  body: (
    <>
      <path d="M5 17H3v-5l2.5-5h11l3 5H21v5h-2" />
      <path d="M9 17h6M3 12h18" />
      <circle cx="7" cy="17" r="2" />
      <circle cx="17" cy="17" r="2" />
    </>
  ),
  engine: (
    <>
      <path d="M4 10h3V7h3V5h5v2h2l2 3h1v-2h2v8h-2v-2h-1l-2 3h-7l-2-2H4z" />
      <path d="M2 11v4" />
    </>
  ),
  calendar: (
    <>
      <rect x="3" y="4" width="18" height="18" rx="2" />
      <path d="M16 2v4M8 2v4M3 10h18" />
    </>
  ),
  seats: (
    <>
      <path d="M7 3h4l1.5 9H18l1 6H8.5z" />
      <path d="M6 21h13" />
    </>
  ),
  doors: (
    <>
      <path d="M4 21V9l6-6h10v18z" />
      <path d="M4 12h16M15 15h2" />
    </>
  ),
  drive: (
    <>
      <circle cx="12" cy="12" r="10" />
      <circle cx="12" cy="12" r="2" />
      <path d="M12 14v8M10 12H2M14 12h8" />
    </>
  ),
  colour: <path d="M12 2.7 6.3 8.4a8 8 0 1 0 11.4 0z" />,
  registration: (
    <>
      <rect x="2" y="6" width="20" height="12" rx="2" />
      <path d="M6 10h4M6 14h8M15 10h3" />
    </>
  ),
  stock: <path d="M4 9h16M4 15h16M10 3 8 21M16 3l-2 18" />,
  power: <path d="M13 2 3 14h9l-1 8 10-12h-9z" />,
  weight: (
    <>
      <circle cx="12" cy="5" r="2.5" />
      <path d="M6.5 9h11l3 12h-17z" />
    </>
  ),
  length: <path d="M2 12h20M6 8l-4 4 4 4M18 8l4 4-4 4" />,
  sleeps: (
    <>
      <path d="M2 18V6M2 14h20v4M22 14v-2a3 3 0 0 0-3-3h-8v5" />
      <circle cx="6.5" cy="10.5" r="1.5" />
    </>
  ),
};

export function KeyInformationIcon({
  name,
  className,
}: {
  name: KeyInformationIconName;
  className?: string;
}) {
  return (
    <svg
      width={24}
      height={24}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
      data-icon={name}
    >
      {paths[name]}
    </svg>
  );
}
