import { type BodyType } from '../domain/entities';
import { BANNER_SIZE, type BannerKind } from '../domain/page-banners';
import { type DrawnHeroPicture, HERO_PICTURE_SIZE } from '../domain/home-hero';
import { type DrawnPromotionPicture, PROMOTION_SLIDE_SIZE } from '../domain/promotions-slider';
import { escapeXml } from '../domain/xml';

// Vehicle and location pictures drawn locally as SVG, so demo sites need no image host.

const namedColours: readonly (readonly [RegExp, string])[] = [
  [/white|ivory|pearl white|glacier/i, '#f4f5f7'],
  [/black|ebony|eclipse/i, '#1d1f23'],
  [/silver|platinum/i, '#b9bec6'],
  [/grey|gray|graphite|gunmetal|charcoal/i, '#6b7078'],
  [/red|maroon|burgundy/i, '#b3141c'],
  [/blue|navy|saturn/i, '#1f4e9c'],
  [/green|olive|khaki/i, '#3d6b3f'],
  [/orange|copper/i, '#d9651b'],
  [/yellow|gold/i, '#e0b020'],
  [/brown|bronze|bronze/i, '#7a5533'],
  [/beige|sand|champagne/i, '#d6c7a8'],
];

/** The paint of a picture from a colour name ('Soul Red Crystal' -> red). */
export function colourToHex(colour: string): string {
  for (const [pattern, hex] of namedColours) if (pattern.test(colour)) return hex;
  return '#8a9099';
}

type Silhouette =
  | 'sedan'
  | 'hatch'
  | 'suv'
  | 'ute'
  | 'van'
  | 'coupe'
  | 'caravan'
  | 'camper'
  | 'motorhome'
  | 'truck';

export function silhouetteFor(simpleBody: BodyType | string, itemType: string): Silhouette {
  if (simpleBody === 'motorhome') return 'motorhome';
  if (simpleBody === 'camperTrailer') return 'camper';
  if (itemType === 'caravan' || simpleBody === 'caravan' || simpleBody === 'popTop')
    return 'caravan';
  switch (simpleBody) {
    case 'hatch':
    case 'hatchback':
      return 'hatch';
    case 'suv':
    case '4x4':
    case 'wagon':
    case 'stationWagon':
    case 'ev':
    case 'prestige':
    case 'peopleMover':
      return 'suv';
    case 'ute':
    case 'cabChassis':
      return 'ute';
    case 'van':
    case 'bus':
      return 'van';
    case 'lightTruck':
      return 'truck';
    case 'coupe':
    case 'convertible':
    case 'softtop':
    case 'hardtop':
      return 'coupe';
    default:
      return 'sedan';
  }
}

const bodyNames: readonly (readonly [RegExp, Silhouette])[] = [
  [/motorhome/i, 'motorhome'],
  [/camper|hybrid/i, 'camper'],
  [/caravan|pop top/i, 'caravan'],
  [/pick ?up|ute|utility|cab chassis/i, 'ute'],
  [/van|bus/i, 'van'],
  [/hatch/i, 'hatch'],
  [/coupe|fastback|convertible|hardtop|roadster/i, 'coupe'],
  [/wagon|suv|4x4/i, 'suv'],
  [/sedan/i, 'sedan'],
];

/** The silhouette of a body name as the body facet shows it ('Double Cab Pick Up' is a ute). */
export function silhouetteForBodyName(name: string): Silhouette {
  for (const [pattern, silhouette] of bodyNames) if (pattern.test(name)) return silhouette;
  return 'sedan';
}

/** The picture of a body facet tile: the body's silhouette in a neutral paint. */
export function bodyImageSvg(bodyName: string): string {
  const silhouette = silhouetteForBodyName(bodyName);
  const simpleBody = {
    sedan: 'sedan',
    hatch: 'hatch',
    suv: 'suv',
    ute: 'ute',
    van: 'van',
    coupe: 'coupe',
    caravan: 'caravan',
    camper: 'camperTrailer',
    motorhome: 'motorhome',
    truck: 'lightTruck',
  }[silhouette];
  return vehicleImageSvg({
    simpleBody,
    colour: 'Silver',
    view: 3,
    itemType: silhouette === 'caravan' ? 'caravan' : 'car',
  });
}

// Side profiles on a 800 x 600 canvas, wheels on the line y = 470.
const bodies: Record<Silhouette, { body: string; glass: string; wheels: readonly number[] }> = {
  sedan: {
    body: 'M90 455 L95 395 Q110 370 170 362 L270 355 Q330 300 400 292 L520 292 Q580 300 630 355 L700 368 Q722 380 722 410 L720 455 Z',
    glass:
      'M290 355 Q340 310 400 305 L455 305 L455 355 Z M470 305 L515 305 Q565 312 605 355 L470 355 Z',
    wheels: [220, 600],
  },
  hatch: {
    body: 'M110 455 L112 400 Q125 372 180 362 L280 352 Q330 295 400 285 L560 285 Q620 290 665 360 L690 380 Q700 400 698 455 Z',
    glass:
      'M300 352 Q345 302 400 298 L470 298 L470 352 Z M485 298 L555 298 Q600 305 635 352 L485 352 Z',
    wheels: [230, 590],
  },
  suv: {
    body: 'M90 455 L92 380 Q100 350 160 340 L250 332 Q300 262 360 250 L600 250 Q660 255 690 335 L715 350 Q728 370 726 455 Z',
    glass:
      'M275 332 Q318 272 365 264 L470 264 L470 332 Z M485 264 L595 264 Q640 270 665 332 L485 332 Z',
    wheels: [220, 610],
  },
  ute: {
    body: 'M70 455 L72 378 Q80 350 140 342 L220 336 Q262 266 320 256 L470 256 Q500 262 505 336 L740 340 L742 455 Z',
    glass:
      'M240 336 Q280 276 325 270 L395 270 L395 336 Z M410 270 L465 270 Q488 276 490 336 L410 336 Z',
    wheels: [200, 630],
  },
  van: {
    body: 'M80 455 L82 300 Q86 230 150 222 L690 222 Q725 226 728 270 L730 455 Z M82 360 L40 372',
    glass:
      'M100 330 Q110 245 160 238 L250 238 L250 330 Z M270 238 L420 238 L420 310 L270 310 Z M440 238 L590 238 L590 310 L440 310 Z',
    wheels: [200, 620],
  },
  coupe: {
    body: 'M90 455 L92 405 Q105 380 170 370 L300 360 Q360 310 430 305 L520 305 Q590 318 650 370 L710 385 Q726 400 724 455 Z',
    glass: 'M320 360 Q370 320 430 316 L520 316 Q570 326 615 360 Z',
    wheels: [220, 610],
  },
  caravan: {
    body: 'M150 450 L150 250 Q152 212 200 208 L660 208 Q708 212 712 260 L712 450 Z M150 425 L60 440 L40 446',
    glass:
      'M210 260 L330 260 L330 330 L210 330 Z M560 260 L670 260 L670 320 L560 320 Z M395 250 L470 250 L470 440 L395 440 Z',
    wheels: [480],
  },
  camper: {
    body: 'M170 450 L170 330 Q172 300 210 296 L640 296 Q670 300 672 330 L672 450 Z M170 430 L60 440 L40 446 M230 296 L330 200 L600 200 L640 296',
    glass: 'M260 280 L330 215 L590 215 L615 280 Z',
    wheels: [430],
  },
  motorhome: {
    body: 'M80 455 L82 330 Q88 282 150 270 L210 262 L220 200 Q226 178 260 176 L700 176 Q728 180 730 210 L732 455 Z',
    glass:
      'M100 335 Q110 290 160 284 L215 280 L215 335 Z M300 220 L420 220 L420 290 L300 290 Z M560 220 L680 220 L680 290 L560 290 Z',
    wheels: [190, 610],
  },
  truck: {
    body: 'M80 455 L82 270 Q86 232 130 228 L260 228 L268 340 L740 340 L742 455 Z M290 240 L740 240 L740 340 L290 340 Z',
    glass: 'M100 300 Q105 245 140 242 L240 242 L240 300 Z',
    wheels: [190, 520, 640],
  },
};

const scenes = [
  { sky: ['#eef2f7', '#d6dde8'], floor: '#c5ccd6' }, // showroom
  { sky: ['#cfe8ff', '#eaf5ff'], floor: '#9aa59a' }, // outdoors
  { sky: ['#f6efe6', '#e7dccd'], floor: '#cbbba4' }, // warm yard
  { sky: ['#e9ecef', '#f8f9fa'], floor: '#adb5bd' }, // studio
] as const;

/** A side-profile picture of a vehicle: body shape by body type, paint by colour, scene by view. */
export function vehicleImageSvg({
  simpleBody,
  colour,
  view,
  itemType,
}: {
  simpleBody: string;
  colour: string;
  view: number;
  itemType: string;
}): string {
  const shape = bodies[silhouetteFor(simpleBody, itemType)];
  const paint = colourToHex(colour);
  const scene = scenes[Math.abs(view - 1) % scenes.length]!;
  const flip = view % 2 === 0 ? ' transform="translate(800 0) scale(-1 1)"' : '';
  const outline = paint === '#f4f5f7' || paint === '#d6c7a8' ? '#7c838c' : '#1d1f23';
  const wheels = shape.wheels
    .map(
      (x) =>
        `<circle cx="${x}" cy="462" r="52" fill="#1d1f23"/><circle cx="${x}" cy="462" r="28" fill="#a7adb5"/><circle cx="${x}" cy="462" r="8" fill="#50565e"/>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="800" height="600" role="img">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${scene.sky[0]}"/><stop offset="1" stop-color="${scene.sky[1]}"/></linearGradient>
<linearGradient id="shine" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity="0.35"/><stop offset="0.5" stop-color="#ffffff" stop-opacity="0"/></linearGradient></defs>
<rect width="800" height="600" fill="url(#sky)"/><rect y="470" width="800" height="130" fill="${scene.floor}"/>
<ellipse cx="400" cy="515" rx="360" ry="22" fill="#000" opacity="0.18"/>
<g${flip}><path d="${shape.body}" fill="${paint}" stroke="${outline}" stroke-width="4" stroke-linejoin="round"/>
<path d="${shape.body}" fill="url(#shine)"/><path d="${shape.glass}" fill="#2b3642" opacity="0.85"/>${wheels}</g>
</svg>`;
}

/** A picture of a dealership: a showroom front with its name on the sign. */
export function locationImageSvg({ name, seed }: { name: string; seed: string }): string {
  let hash = 0;
  for (const ch of seed) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  const hue = hash % 360;
  const sign = escapeXml(name.replace(/ - (Sales|Service|Parts)$/, ''));
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 400" width="600" height="400" role="img">
<rect width="600" height="400" fill="hsl(${hue} 45% 86%)"/><rect y="300" width="600" height="100" fill="#8d949c"/>
<rect x="60" y="120" width="480" height="180" fill="#f8f9fa" stroke="#495057" stroke-width="3"/>
<rect x="60" y="90" width="480" height="44" fill="hsl(${hue} 55% 30%)"/>
<text x="300" y="120" font-family="Arial, sans-serif" font-size="22" font-weight="700" fill="#ffffff" text-anchor="middle">${sign}</text>
<rect x="90" y="160" width="140" height="140" fill="#9ec5e8" opacity="0.8"/><rect x="250" y="160" width="100" height="140" fill="#6c8fb0"/><rect x="370" y="160" width="140" height="140" fill="#9ec5e8" opacity="0.8"/>
<line x1="0" y1="330" x2="600" y2="330" stroke="#f1f3f5" stroke-width="4" stroke-dasharray="30 20"/>
</svg>`;
}

/** Each kind's motif, drawn in a strip of its own colour (no site's data in it). */
const bannerMotifs: Record<BannerKind, { hue: number; shapes: (x: number) => string }> = {
  // price tags
  offers: {
    hue: 350,
    shapes: (x) =>
      `<path d="M${x} 110h120l40 50-40 50H${x}z" fill="#fff" opacity="0.85"/><circle cx="${x + 24}" cy="160" r="10" fill="hsl(350 60% 40%)"/>`,
  },
  // stacked coins
  finance: {
    hue: 150,
    shapes: (x) =>
      [0, 1, 2, 3]
        .map(
          (i) =>
            `<ellipse cx="${x + 60}" cy="${230 - i * 26}" rx="56" ry="18" fill="#fff" opacity="${0.6 + i * 0.1}"/>`,
        )
        .join(''),
  },
  // speech bubbles
  contact: {
    hue: 205,
    shapes: (x) =>
      `<rect x="${x}" y="100" width="150" height="90" rx="24" fill="#fff" opacity="0.85"/><path d="M${x + 30} 188l-10 40 45-40z" fill="#fff" opacity="0.85"/>`,
  },
  // vans in a row
  fleet: {
    hue: 30,
    shapes: (x) =>
      `<rect x="${x}" y="120" width="170" height="80" rx="10" fill="#fff" opacity="0.85"/><rect x="${x + 120}" y="130" width="40" height="30" fill="hsl(30 50% 45%)"/><circle cx="${x + 35}" cy="205" r="17" fill="#343a40"/><circle cx="${x + 135}" cy="205" r="17" fill="#343a40"/>`,
  },
  // cogs
  parts: {
    hue: 265,
    shapes: (x) =>
      `<circle cx="${x + 70}" cy="160" r="58" fill="none" stroke="#fff" stroke-width="22" stroke-dasharray="18 12" opacity="0.85"/><circle cx="${x + 70}" cy="160" r="30" fill="#fff" opacity="0.85"/>`,
  },
  // pages
  blog: {
    hue: 45,
    shapes: (x) =>
      `<rect x="${x}" y="90" width="120" height="150" rx="6" fill="#fff" opacity="0.9"/>${[
        0, 1, 2, 3,
      ]
        .map(
          (i) =>
            `<rect x="${x + 16}" y="${115 + i * 28}" width="${i === 3 ? 56 : 88}" height="8" fill="hsl(45 40% 55%)"/>`,
        )
        .join('')}`,
  },
};

/** spec §9 the default banner of a page kind: its motif repeated across a strip of its colour. */
export function bannerSvg(kind: BannerKind): string {
  const { hue, shapes } = bannerMotifs[kind];
  const { width, height } = BANNER_SIZE;
  const motifs = Array.from({ length: 7 }, (_, i) => shapes(60 + i * 230)).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">
<rect width="${width}" height="${height}" fill="hsl(${hue} 45% 42%)"/><rect y="${height - 60}" width="${width}" height="60" fill="hsl(${hue} 45% 34%)"/>
${motifs}
</svg>`;
}

/** A drawn scene: its sky's two colours, its ground's, and what stands on it (SVG). */
interface DrawnScene {
  sky: [string, string];
  ground: string;
  scene: string;
}

/**
 * A drawn picture of a scene at a size: the sky's gradient (top-left to bottom-right when
 * `diagonal`, else top to bottom), a strip of ground `ground` pixels high, then the scene.
 */
function drawnSceneSvg(
  { width, height }: { width: number; height: number },
  { sky, ground, scene }: DrawnScene,
  frame: { diagonal: boolean; ground: number },
): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">
<defs><linearGradient id="sky" x1="0" y1="0" x2="${frame.diagonal ? 1 : 0}" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#sky)"/><rect y="${height - frame.ground}" width="${width}" height="${frame.ground}" fill="${ground}"/>
${scene}
</svg>`;
}

/** Each drawn promotion's colours and scene (no words in it: the slide's heading says them). */
const promotionScenes: Record<DrawnPromotionPicture, DrawnScene> = {
  // a row of cars under bunting
  clearance: {
    sky: ['#7a1f3d', '#c2410c'],
    ground: '#3b0f1f',
    scene:
      [0, 1, 2, 3, 4]
        .map(
          (i) =>
            `<g transform="translate(${820 + i * 210} 300)"><path d="M0 110 L20 60 Q40 30 80 30 L130 30 Q165 30 180 60 L190 110 Z" fill="#fff" opacity="${0.95 - i * 0.1}"/><circle cx="45" cy="112" r="22" fill="#1f1f1f"/><circle cx="150" cy="112" r="22" fill="#1f1f1f"/></g>`,
        )
        .join('') +
      Array.from(
        { length: 16 },
        (_, i) =>
          `<path d="M${i * 120} 40 l60 0 l-30 52 z" fill="${i % 2 ? '#fde68a' : '#fff'}" opacity="0.9"/>`,
      ).join(''),
  },
  // coins stacked beside a rising line
  finance: {
    sky: ['#064e3b', '#0f766e'],
    ground: '#022c22',
    scene:
      [0, 1, 2, 3, 4, 5]
        .map(
          (i) =>
            `<ellipse cx="1500" cy="${420 - i * 34}" rx="110" ry="30" fill="#fde68a" opacity="${0.7 + i * 0.05}"/>`,
        )
        .join('') +
      '<polyline points="820,420 960,360 1080,380 1220,260 1320,290 1400,160" fill="none" stroke="#fff" stroke-width="18" stroke-linecap="round" stroke-linejoin="round" opacity="0.9"/>',
  },
  // a spanner over a wheel
  service: {
    sky: ['#1e3a8a', '#0369a1'],
    ground: '#0b1d4a',
    scene:
      '<circle cx="1400" cy="290" r="170" fill="none" stroke="#fff" stroke-width="40" opacity="0.9"/><circle cx="1400" cy="290" r="60" fill="#fff" opacity="0.9"/>' +
      '<g transform="rotate(-35 1400 290)"><rect x="1040" y="268" width="520" height="44" rx="22" fill="#e2e8f0"/><circle cx="1040" cy="290" r="62" fill="#e2e8f0"/><rect x="990" y="272" width="60" height="36" fill="url(#sky)"/></g>',
  },
};

/**
 * spec §9 'promotions slider 540x1920': a drawn default promotion picture, 1920 wide and 540 high,
 * its scene on the right so a slide's words sit clear of it on the left.
 */
export function promotionSvg(picture: DrawnPromotionPicture): string {
  return drawnSceneSvg(PROMOTION_SLIDE_SIZE, promotionScenes[picture], {
    diagonal: true,
    ground: 70,
  });
}

/** A car's side view in white for the drawn scenes, its wheels dark, at (x, y) and a scale. */
const sceneCar = (x: number, y: number, scale: number, opacity: number) =>
  `<g transform="translate(${x} ${y}) scale(${scale})" opacity="${opacity}"><path d="M0 110 L20 60 Q40 30 80 30 L130 30 Q165 30 180 60 L190 110 Z" fill="#fff"/><circle cx="45" cy="112" r="22" fill="#1f1f1f"/><circle cx="150" cy="112" r="22" fill="#1f1f1f"/></g>`;

/** Each drawn hero picture's colours and scene, centred (a phone shows the middle of it). */
const heroScenes: Record<DrawnHeroPicture, DrawnScene> = {
  // a yard of cars under a low sun
  showroom: {
    sky: ['#0f172a', '#1e3a8a'],
    ground: '#0b1120',
    scene:
      '<circle cx="800" cy="420" r="150" fill="#f59e0b" opacity="0.85"/>' +
      [0, 1, 2, 3, 4, 5, 6]
        .map((i) => sceneCar(60 + i * 220, 640, 1.05, 0.55 + (3 - Math.abs(i - 3)) * 0.15))
        .join('') +
      [0, 1, 2, 3, 4, 5].map((i) => sceneCar(170 + i * 230, 790, 1.15, 0.9)).join(''),
  },
  // a caravan by a tree at dusk
  campsite: {
    sky: ['#7c2d12', '#ea580c'],
    ground: '#1c1917',
    scene:
      '<circle cx="1150" cy="380" r="120" fill="#fde68a" opacity="0.9"/>' +
      '<path d="M0 820 L320 560 L560 760 L860 520 L1180 780 L1600 600 L1600 1000 L0 1000 Z" fill="#431407" opacity="0.7"/>' +
      '<g transform="translate(520 600)"><rect width="520" height="240" rx="40" fill="#fff" opacity="0.95"/><rect x="60" y="60" width="150" height="80" rx="10" fill="#7c2d12" opacity="0.6"/><rect x="300" y="60" width="150" height="160" rx="10" fill="#7c2d12" opacity="0.45"/><circle cx="200" cy="250" r="42" fill="#1f1f1f"/><rect x="-90" y="200" width="100" height="14" fill="#e7e5e4"/></g>' +
      '<rect x="1240" y="560" width="34" height="300" fill="#292524"/><circle cx="1257" cy="520" r="120" fill="#14532d" opacity="0.9"/>',
  },
};

/**
 * spec §2 the home page's hero: a drawn picture 1600 wide and 1000 high, its scene in the middle
 * so the hero's words read over any crop of it.
 */
export function heroSvg(picture: DrawnHeroPicture): string {
  return drawnSceneSvg(HERO_PICTURE_SIZE, heroScenes[picture], { diagonal: false, ground: 110 });
}

export { MAKE_LOGO_SIZE, makeHue, makeInitials, makeLogoSvg } from './make-logo';
export { manufacturerLogoSlugs, manufacturerLogoSvg } from './manufacturer-logos';

export { locationMapSvg } from './location-map';
