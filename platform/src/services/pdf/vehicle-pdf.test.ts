import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { vehiclePdf, type VehiclePdfInput, wrapText } from './vehicle-pdf';

const input: VehiclePdfInput = {
  siteName: 'Harbour City Cars',
  title: '2022 Toyota RAV4 GX Hybrid',
  priceText: '$42,990 Drive Away',
  wasPriceText: '$44,990',
  rows: [
    { label: 'Odometer', value: '34,120 km' },
    { label: 'Stock number', value: 'HC1234' },
  ],
  features: ['Reversing camera', 'Apple CarPlay'],
  comments: Array.from({ length: 40 }, (_, i) => `Paragraph ${i} — one owner, full history.`),
  location: {
    name: 'Harbour City Cars - Sales',
    address: '1 George St, Sydney NSW 2000',
    phone: '02 9000 0000',
    licence: 'DL 12345',
  },
  url: 'https://harbour-city-cars.example/cars/x',
};

/** A dealer, suburb and customers whose names are not in the standard PDF fonts' alphabet. */
const names: VehiclePdfInput = {
  ...input,
  siteName: 'Ōtaki Motors',
  comments: ['Prepared for Zoë Nguyễn, Γιώργος Παπαδόπουλος and Иван Иванов.'],
  location: {
    name: 'Ōtaki Motors – Noosa Héads',
    address: '1 Hastings St, Noosa Héads QLD 4567',
    phone: '07 5000 0000',
    licence: 'DL 4567',
  },
  rows: [...input.rows, { label: 'Colour', value: 'Crème Brûlée “pearl”' }],
};

/** The PDF as a reader sees it: its title, each page's text (one line per drawn line) and the
 * first page's pieces of text with where they start and how wide they are. */
async function readPdf(bytes: Uint8Array) {
  const doc = await getDocument({ data: bytes.slice(), useSystemFonts: false }).promise;
  const { info } = (await doc.getMetadata()) as { info: { Title?: string } };
  const pages: string[] = [];
  const pieces: { str: string; x: number; width: number }[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    let text = '';
    for (const item of content.items) {
      if (!('str' in item)) continue;
      text += item.str + (item.hasEOL ? '\n' : '');
      if (n === 1 && item.str.trim())
        pieces.push({ str: item.str, x: item.transform[4] as number, width: item.width });
    }
    pages.push(text);
  }
  await doc.destroy();
  return { title: info.Title, pages, text: pages.join('\n'), pieces };
}

describe('vehiclePdf', () => {
  it('writes a PDF with the car as its title, flowing onto more pages when long', async () => {
    const bytes = await vehiclePdf(input);
    expect(Buffer.from(bytes.slice(0, 5)).toString()).toBe('%PDF-');
    const long = await readPdf(bytes);
    expect(long.title).toBe('2022 Toyota RAV4 GX Hybrid');
    expect(long.pages.length).toBeGreaterThan(1);
    expect(long.text).toContain('Paragraph 39 — one owner, full history.');
    const short = await readPdf(await vehiclePdf({ ...input, comments: [] }));
    expect(short.pages.length).toBe(1);
  });

  it('keeps the sheet’s sections in order: site, car, price, specifications, features, comments, dealer, address', async () => {
    const { text } = await readPdf(await vehiclePdf({ ...input, comments: ['One owner.'] }));
    const order = [
      'Harbour City Cars',
      '2022 Toyota RAV4 GX Hybrid',
      '$42,990 Drive Away',
      'Was $44,990',
      'Specifications',
      'Odometer',
      '34,120 km',
      'Features',
      '- Reversing camera',
      'Dealer Comments',
      'One owner.',
      'Harbour City Cars - Sales',
      'Phone 02 9000 0000',
      'DL 12345',
      'https://harbour-city-cars.example/cars/x',
    ];
    const at = order.map((part) => text.indexOf(part));
    expect(at.every((i) => i >= 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
  });

  it('prints every name as written: accents, macrons, Vietnamese, Greek and Cyrillic', async () => {
    const { title, text } = await readPdf(await vehiclePdf(names));
    for (const written of [
      'Ōtaki Motors',
      'Ōtaki Motors – Noosa Héads',
      '1 Hastings St, Noosa Héads QLD 4567',
      'Prepared for Zoë Nguyễn, Γιώργος Παπαδόπουλος and Иван Иванов.',
      'Crème Brûlée “pearl”',
    ])
      expect(text).toContain(written);
    expect(text).not.toContain('?');
    expect(title).toBe('2022 Toyota RAV4 GX Hybrid');
  });

  it('wraps a long specification label in its column, clear of the value', async () => {
    const rows = [{ label: 'Fuel Consumption (Combined)', value: '8.2 L/100km' }];
    const { text, pieces } = await readPdf(await vehiclePdf({ ...input, rows }));
    const valueStart = 48 + 170;
    const label = 'Fuel Consumption (Combined)';
    const labels = pieces.filter((p) => p.x < valueStart && label.includes(p.str.trim()));
    const value = pieces.find((p) => p.str === '8.2 L/100km');
    expect(value?.x).toBeCloseTo(valueStart);
    expect(labels.map((p) => p.str)).toContain('Fuel Consumption');
    // at least 10 points clear of the value
    for (const line of labels) expect(line.x + line.width).toBeLessThanOrEqual(valueStart - 10);
    expect(text).toMatch(/Fuel Consumption\s+(8\.2 L\/100km\s+)?\(Combined\)/);
  });

  it('is the same bytes for the same car (no timestamps inside)', async () => {
    expect(Buffer.from(await vehiclePdf(names)).equals(Buffer.from(await vehiclePdf(names)))).toBe(
      true,
    );
  });

  it('embeds only the glyphs it uses, so a sheet stays small', async () => {
    // the two DejaVu Sans files are about 1.4 MB together
    expect((await vehiclePdf(names)).length).toBeLessThan(60_000);
  });

  it('wraps text to the width at spaces, keeping every character', () => {
    const widthOf = (line: string) => [...line].length * 5;
    const lines = wrapText('word '.repeat(100), widthOf, 200);
    expect(lines.length).toBeGreaterThan(5);
    for (const line of lines) expect(widthOf(line)).toBeLessThanOrEqual(200);
    expect(lines.join(' ')).toBe('word '.repeat(100).trim());
    expect(wrapText('Café ✓ “quoted”', widthOf, 500)).toEqual(['Café ✓ “quoted”']);
    // a word wider than the line still gets a line of its own
    expect(wrapText('a Παπαδόπουλος b', widthOf, 20)).toEqual(['a', 'Παπαδόπουλος', 'b']);
  });
});
