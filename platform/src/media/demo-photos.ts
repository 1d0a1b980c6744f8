import 'server-only';
import sharp from 'sharp';
import { DEMO_PHOTO_POOL } from '../demo/generate';

// The raster demo photos (site config demoPhotos 'raster'): 2400 x 1600 JPEGs of a dealer's
// size (1-3 MB: a photo's fine grain does not compress away), drawn from a seed so every process
// makes the same bytes, on first use (nothing of the kind is committed). A car in a yard: sky,
// ground, a body in one of a few paints, wheels, and the grain of a camera sensor.

export const DEMO_PHOTO = { width: 2400, height: 1600, quality: 92 } as const;

const paints = ['#b3141c', '#1f4e9c', '#f4f5f7', '#1d1f23', '#6b7078', '#3d6b3f', '#d9651b'];

/** The photo's index from its file name ('demo-7.jpg'), or null for no photo of the pool. */
export function demoPhotoIndex(file: string): number | null {
  const match = /^demo-(\d{1,3})\.jpg$/.exec(file);
  if (!match) return null;
  const index = Number(match[1]);
  return index < DEMO_PHOTO_POOL ? index : null;
}

function scene(index: number): string {
  const paint = paints[index % paints.length]!;
  const x = 260 + ((index * 97) % 300);
  const { width, height } = DEMO_PHOTO;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#6d9fd6"/><stop offset="1" stop-color="#e4edf6"/></linearGradient>
<linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8d9197"/><stop offset="1" stop-color="#3a3d42"/></linearGradient></defs>
<rect width="${width}" height="1040" fill="url(#s)"/><rect y="1040" width="${width}" height="560" fill="url(#g)"/>
<g transform="translate(${x} 0)"><path d="M120 1120 Q180 860 540 830 L740 660 Q900 600 1180 604 L1420 628 Q1600 680 1720 860 L1840 910 Q1900 1000 1840 1120 Z" fill="${paint}"/>
<path d="M780 690 L1180 670 L1380 840 L700 850 Z" fill="#24323f" opacity=".85"/>
<circle cx="500" cy="1150" r="150" fill="#161616"/><circle cx="1540" cy="1150" r="150" fill="#161616"/>
<circle cx="500" cy="1150" r="70" fill="#b9bec6"/><circle cx="1540" cy="1150" r="70" fill="#b9bec6"/></g></svg>`;
}

/** A camera's grain: seeded noise over the whole frame (what keeps a real photo's bytes up). */
function grain(index: number): Buffer {
  const { width, height } = DEMO_PHOTO;
  const pixels = Buffer.alloc(width * height * 3);
  let state = (index + 1) * 2654435761;
  for (let i = 0; i < pixels.length; i += 1) {
    state = (state * 1103515245 + 12345) >>> 0;
    pixels[i] = 128 + (((state >>> 16) & 0x3f) - 32);
  }
  return pixels;
}

/** The demo photo of the pool at `index`, as JPEG bytes. */
export async function demoPhotoJpeg(index: number): Promise<Buffer> {
  const { width, height, quality } = DEMO_PHOTO;
  const base = await sharp(Buffer.from(scene(index)))
    .removeAlpha()
    .raw()
    .toBuffer();
  const noise = grain(index);
  for (let i = 0; i < base.length; i += 1) {
    base[i] = Math.max(0, Math.min(255, base[i]! + noise[i]! - 128));
  }
  return sharp(base, { raw: { width, height, channels: 3 } })
    .jpeg({ quality })
    .toBuffer();
}
