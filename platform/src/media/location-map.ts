import { coordinateText, MAP_SIZE } from '../domain/maps';
import { escapeXml } from '../domain/xml';

// The embedded default's map of a location (spec §7 'embedded map', ARCHITECTURE 'maps: a
// static map drawn locally'): a street plan drawn from the location's coordinates, a pin on the
// place and its name, made in this process with no map service reached. The streets are an
// illustration (the same coordinates always draw the same plan), and the picture says so; the
// 'Get Directions' link beside it leads to the real place.

/** A small seeded generator: the same coordinates draw the same streets. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function seedOf(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
  return hash >>> 0;
}

const round = (value: number) => Math.round(value * 10) / 10;

/** The longest name drawn on the label; a longer one ends in an ellipsis. */
const LABEL_CHARACTERS = 44;

/**
 * The drawn map of a location: a plan of streets turned to a bearing of its own, a main road past
 * the place, a park, a pin on the centre and the place's name over it; 600 × 400 drawn at twice
 * that size, so the image route's widest map variant is sharp.
 */
export function locationMapSvg({
  name,
  lat,
  long,
}: {
  name: string;
  lat: number;
  long: number;
}): string {
  const { width, height } = MAP_SIZE;
  const random = seededRandom(seedOf(`${coordinateText(lat)},${coordinateText(long)}`));
  const cx = width / 2;
  const cy = height / 2;
  const angle = round(random() * 40 - 20);
  // the streets of the plan, drawn over a square big enough to cover the picture at any bearing
  const spacingX = 70 + Math.floor(random() * 30);
  const spacingY = 55 + Math.floor(random() * 25);
  const offsetX = Math.floor(random() * spacingX);
  const offsetY = Math.floor(random() * spacingY);
  const span = Math.hypot(width, height);
  const from = -span / 2;
  const streetsX: number[] = [];
  for (let x = from + offsetX; x < width + span / 2; x += spacingX) streetsX.push(round(x));
  const streetsY: number[] = [];
  for (let y = from + offsetY; y < height + span / 2; y += spacingY) streetsY.push(round(y));
  // the place sits on the main road: the road runs just below the pin
  const mainY = cy + 14;
  const crossX = round(
    cx + (random() < 0.5 ? -1 : 1) * (spacingX * (1 + Math.floor(random() * 2))),
  );
  // a park in one block away from the place
  const parkX = round(cx + (random() < 0.5 ? -2.5 : 1.5) * spacingX);
  const parkY = round(cy + (random() < 0.5 ? -2.5 : 1.5) * spacingY);
  const parkW = round(spacingX * (0.7 + random() * 0.6));
  const parkH = round(spacingY * (0.7 + random() * 0.6));
  const line = (x1: number, y1: number, x2: number, y2: number) => `M${x1} ${y1}L${x2} ${y2}`;
  const minor = [
    ...streetsX.map((x) => line(x, from, x, height + span / 2)),
    ...streetsY.map((y) => line(from, y, width + span / 2, y)),
  ].join('');
  const main = line(from, mainY, width + span / 2, mainY);
  const cross = line(crossX, from, crossX, height + span / 2);
  const shown = name.length > LABEL_CHARACTERS ? `${name.slice(0, LABEL_CHARACTERS - 1)}…` : name;
  const labelWidth = Math.min(width - 40, Math.round(shown.length * 9.2 + 32));
  const labelX = round(cx - labelWidth / 2);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width * 2}" height="${height * 2}">
<rect width="${width}" height="${height}" fill="#eef0e8"/>
<g transform="rotate(${angle} ${cx} ${cy})">
<rect x="${parkX}" y="${parkY}" width="${parkW}" height="${parkH}" rx="6" fill="#c8e6c0"/>
<path d="${minor}" stroke="#d4d8de" stroke-width="11" fill="none"/>
<path d="${minor}" stroke="#ffffff" stroke-width="8" fill="none"/>
<path d="${cross}" stroke="#e3c27a" stroke-width="17" fill="none"/>
<path d="${cross}" stroke="#fbe3a6" stroke-width="13" fill="none"/>
<path d="${main}" stroke="#e3b35c" stroke-width="21" fill="none"/>
<path d="${main}" stroke="#fcd77f" stroke-width="17" fill="none"/>
</g>
<ellipse cx="${cx}" cy="${cy + 2}" rx="9" ry="3.5" fill="#000000" opacity="0.25"/>
<path d="M${cx} ${cy}c-4-9-15-17-15-28a15 15 0 0 1 30 0c0 11-11 19-15 28z" fill="#d93025" stroke="#a50e0e" stroke-width="1.5"/>
<circle cx="${cx}" cy="${cy - 28}" r="5.5" fill="#ffffff"/>
<rect x="${labelX}" y="${cy - 86}" width="${labelWidth}" height="34" rx="6" fill="#ffffff" stroke="#5f6368" stroke-width="1"/>
<text x="${cx}" y="${cy - 63}" font-family="Arial, Helvetica, sans-serif" font-size="16" font-weight="700" fill="#202124" text-anchor="middle">${escapeXml(shown)}</text>
<text x="${width - 8}" y="${height - 8}" font-family="Arial, Helvetica, sans-serif" font-size="10" fill="#5f6368" text-anchor="end">Street plan for illustration</text>
</svg>`;
}
