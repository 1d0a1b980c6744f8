import { type LocationCardProps } from './LocationCard';

// Story fixtures: the locations of a Western Australian dealer group.

/** A 600×400 placeholder picture of a dealership front (spec §9 location image size). */
export function dealershipPicture(sky: string): string {
  return `data:image/svg+xml;utf8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 400"><rect width="600" height="400" fill="${sky}"/><rect y="300" width="600" height="100" fill="#9aa3ad"/><rect x="90" y="140" width="420" height="160" fill="#f8fafc"/><rect x="90" y="120" width="420" height="32" fill="#1f2937"/><rect x="120" y="180" width="110" height="120" fill="#93c5fd"/><rect x="250" y="180" width="110" height="120" fill="#93c5fd"/><rect x="380" y="180" width="100" height="120" fill="#93c5fd"/></svg>`,
  )}`;
}

const weekdays = [
  { label: 'Mon-Fri', hours: '8:30 AM - 5:30 PM' },
  { label: 'Sat', hours: '8:30 AM - 4:00 PM' },
  { label: 'Sun', hours: 'Closed' },
];

const skies = ['#bfdbfe', '#fde68a', '#c7d2fe', '#bbf7d0', '#fecaca', '#e9d5ff', '#fed7aa'];

const places = [
  ['Midland', '2 Clayton St', 'Midland WA 6056', '08 9274 0100', 4.6, 812],
  ['Perth City', '120 Wellington St', 'Perth WA 6000', '08 9321 0200', 4.4, 266],
  ['Joondalup', '8 Winton Rd', 'Joondalup WA 6027', '08 9300 0300', 4.8, 1204],
  ['Rockingham', '15 Dixon Rd', 'Rockingham WA 6168', '08 9527 0400', 4.1, 97],
  ['Mandurah', '41 Pinjarra Rd', 'Mandurah WA 6210', '08 9535 0500', 4.5, 341],
  ['Bunbury', '9 Spencer St', 'Bunbury WA 6230', '08 9721 0600', 3.9, 58],
  ['Albany', '77 Albany Hwy', 'Albany WA 6330', '08 9841 0700', 4.7, 130],
] as const;

export const demoLocations: (LocationCardProps & { id: string })[] = places.map(
  ([place, street, suburb, phone, average, count], index) => {
    const name = `Swan Valley Toyota ${place}`;
    const slug = name.toLowerCase().replace(/\s+/g, '-');
    return {
      id: slug,
      name,
      href: `/locations/${slug}`,
      image: {
        src: dealershipPicture(skies[index % skies.length]!),
        alt: `The ${name} showroom`,
        width: 600,
        height: 400,
      },
      rating: { average, count },
      address: [street, suburb],
      hours: weekdays,
      phone,
      licences: { dealerLicence: `MD0${12345 + index}`, motorRepairer: `MRB ${44102 + index}` },
    };
  },
);
