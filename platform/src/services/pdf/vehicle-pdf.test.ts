import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { vehiclePdf, wrapText } from './vehicle-pdf';

const input = {
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

describe('vehiclePdf', () => {
  it('writes a PDF with the car as its title, flowing onto more pages when long', async () => {
    const bytes = await vehiclePdf(input);
    expect(Buffer.from(bytes.slice(0, 5)).toString()).toBe('%PDF-');
    const doc = await PDFDocument.load(bytes);
    expect(doc.getTitle()).toBe('2022 Toyota RAV4 GX Hybrid');
    expect(doc.getPageCount()).toBeGreaterThan(1);
    const short = await PDFDocument.load(await vehiclePdf({ ...input, comments: [] }));
    expect(short.getPageCount()).toBe(1);
  });

  it('is the same bytes for the same car (no timestamps inside)', async () => {
    expect(Buffer.from(await vehiclePdf(input)).equals(Buffer.from(await vehiclePdf(input)))).toBe(
      true,
    );
  });

  it('wraps text to the width and replaces characters the standard fonts cannot encode', async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const lines = wrapText('word '.repeat(100), font, 10, 200);
    expect(lines.length).toBeGreaterThan(5);
    for (const line of lines) expect(font.widthOfTextAtSize(line, 10)).toBeLessThanOrEqual(200);
    expect(wrapText('Café ✓ “quoted”', font, 10, 500)).toEqual(['Café ? "quoted"']);
  });
});
