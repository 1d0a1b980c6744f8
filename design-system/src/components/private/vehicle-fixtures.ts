// Story fixtures of the vehicle page: a realistic Australian car and its pictures, drawn as
// inline SVG data URLs (no network, no binary files).

export interface FixturePhoto {
  url: string;
  width: number;
  height: number;
  alt: string;
}

const views = [
  'front three-quarter view',
  'side view',
  'rear three-quarter view',
  'rear view',
  'front view',
  'dashboard',
  'front seats',
  'rear seats',
  'boot space',
  'wheel and tyre',
  'engine bay',
  'infotainment screen',
] as const;

const skies = ['#dbe7f3', '#e9eef4', '#f1ece2', '#e3efe6', '#ece6f2', '#f4f1e8'] as const;

const shapes = {
  car: (colour: string) =>
    `<path d="M180 630 Q200 500 380 480 L500 380 Q570 350 720 352 L840 362 Q930 390 990 490 L1050 520 Q1080 570 1050 630 Z" fill="${colour}"/><path d="M520 395 L700 372 L820 380 L880 470 L470 480 Z" fill="#9fb4c8"/><circle cx="370" cy="640" r="72" fill="#222"/><circle cx="370" cy="640" r="30" fill="#888"/><circle cx="880" cy="640" r="72" fill="#222"/><circle cx="880" cy="640" r="30" fill="#888"/>`,
  caravan: (colour: string) =>
    `<rect x="260" y="300" width="760" height="330" rx="60" fill="${colour}" stroke="#64748b" stroke-width="6"/><rect x="300" y="360" width="220" height="110" rx="16" fill="#9fb4c8"/><rect x="600" y="380" width="110" height="230" rx="10" fill="#94a3b8"/><path d="M260 560 L140 600" stroke="#334155" stroke-width="14"/><rect x="260" y="520" width="760" height="24" fill="#2f6b3a"/><circle cx="760" cy="640" r="64" fill="#222"/><circle cx="760" cy="640" r="26" fill="#888"/>`,
} as const;

/** One picture: a body shape in `colour` on a sky and ground that change with `index`. */
export function carPicture(colour: string, index = 0, shape: keyof typeof shapes = 'car'): string {
  const sky = skies[index % skies.length];
  const flip = index % 2 === 1 ? ' transform="translate(1200 0) scale(-1 1)"' : '';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 900" width="1200" height="900"><rect width="1200" height="900" fill="${sky}"/><rect y="620" width="1200" height="280" fill="#c9ced6"/><g${flip}>${shapes[shape](colour)}</g><text x="60" y="110" font-family="sans-serif" font-size="56" fill="#475569">${index + 1}</text></svg>`;
  return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;
}

/** `count` pictures of one vehicle, with alt text naming it and the view. */
export function carPhotos(
  name: string,
  colour: string,
  count = 12,
  shape: keyof typeof shapes = 'car',
): FixturePhoto[] {
  return Array.from({ length: count }, (_, index) => ({
    url: carPicture(colour, index, shape),
    width: 1200,
    height: 900,
    alt: `${name}, ${views[index % views.length]}`,
  }));
}

export const rav4 = {
  title: '2022 Toyota RAV4 GX Hybrid',
  subtitle: 'AXAH52R · 2.5L Hybrid · Automatic',
  odometer: '34,120 km',
  price: { amount: 42990, qualifier: 'Drive Away', wasPrice: 44990 },
  photos: carPhotos('2022 Toyota RAV4 GX Hybrid', '#b3141c'),
  location: 'Swan Valley Toyota, Midland WA',
  href: '/cars/2022-toyota-rav4-gx-hybrid-u3010042',
} as const;

export const caravan = {
  title: '2021 Jayco Journey Outback 21.66-3',
  subtitle: 'Single axle · 2,480 kg ATM',
  price: { amount: 68990, qualifier: 'Drive Away', wasPrice: null },
  photos: carPhotos('2021 Jayco Journey Outback 21.66-3', '#f8fafc', 6, 'caravan'),
  location: 'Sunshine Coast Caravans, Kunda Park QLD',
  href: '/cars/2021-jayco-journey-outback-21-66-3-c2040031',
} as const;
