import 'server-only';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { create as createFont, type Font } from 'fontkit';
import PDFDocument from 'pdfkit';

// The printable vehicle sheet as a PDF (spec §7 'PDF by car slug'), drawn with PDFKit from
// display-ready text, so the PDF says exactly what the page says.

export interface VehiclePdfInput {
  siteName: string;
  title: string;
  /** e.g. '$42,990 Drive Away', 'Enquire for price.' or 'SOLD' */
  priceText: string;
  wasPriceText?: string | null;
  rows: readonly { label: string; value: string }[];
  features: readonly string[];
  comments: readonly string[];
  location: { name: string; address: string; phone: string; licence?: string | null } | null;
  url: string;
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 48;
/** where a specification's value starts, and the width its label may take before it */
const VALUE_INDENT = 170;
const LABEL_WIDTH = VALUE_INDENT - 10;
const INK = '#121726';
const MUTED = '#4d5466';

// DejaVu Sans (the dejavu-fonts-ttf package, so no font has to be installed on the server): it
// covers Latin with every accent (Māori macrons, Vietnamese), Greek, Cyrillic, Armenian, Georgian
// and Hebrew, so dealer, suburb and customer names print as written. PDFKit embeds only the
// glyphs a sheet uses (a subset) and a ToUnicode map, so the text can be copied and searched.
// Read through `new URL(..., import.meta.url)` so that a bundler ships the files with the server.
const FONT_FILES = {
  regular: new URL('../../../node_modules/dejavu-fonts-ttf/ttf/DejaVuSans.ttf', import.meta.url),
  bold: new URL('../../../node_modules/dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf', import.meta.url),
};

type FontName = keyof typeof FONT_FILES;

function openFont(file: URL): Font {
  const font = createFont(readFileSync(fileURLToPath(file)));
  if (!('layout' in font)) throw new Error(`${file.pathname} is a font collection, not a font`);
  return font;
}

// parsed once per process: a sheet then takes a fifth of the time of parsing the files for each
let parsedFonts: Record<FontName, Font> | null = null;

function sheetFonts(): Record<FontName, Font> {
  parsedFonts ??= { regular: openFont(FONT_FILES.regular), bold: openFont(FONT_FILES.bold) };
  return parsedFonts;
}

/** Splits text into lines no wider than `width`, as measured by `widthOf`, breaking at spaces. */
export function wrapText(text: string, widthOf: (line: string) => number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (widthOf(candidate) <= width || !line) line = candidate;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** Builds the vehicle sheet: title, price, specifications, features, comments, dealer. */
export async function vehiclePdf(input: VehiclePdfInput): Promise<Uint8Array> {
  const fonts = sheetFonts();
  const pdf = new PDFDocument({
    size: A4,
    margin: MARGIN,
    font: '', // no standard font (and its metrics file) is loaded: every text is in DejaVu Sans
    info: {
      Title: input.title,
      Author: input.siteName,
      Subject: `${input.title} at ${input.siteName}`,
      // fixed dates: the same car makes the same bytes
      CreationDate: new Date(0),
      ModDate: new Date(0),
    },
  });
  // PDFKit takes a parsed fontkit font as well as a file (its types name only the latter)
  pdf.registerFont('regular', fonts.regular as unknown as PDFKit.Mixins.PDFFontSource);
  pdf.registerFont('bold', fonts.bold as unknown as PDFKit.Mixins.PDFFontSource);
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Uint8Array>((resolve, reject) => {
    pdf.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    pdf.on('error', reject);
  });

  const width = A4[0] - MARGIN * 2;
  const measure = (font: FontName, size: number) => (line: string) =>
    pdf.font(font).fontSize(size).widthOfString(line);
  /** draws one line whose top is `top`, its baseline one font size below */
  const draw = (line: string, x: number, top: number, font: FontName, size: number, colour = INK) =>
    pdf
      .font(font)
      .fontSize(size)
      .fillColor(colour)
      .text(line, x, top + size, { lineBreak: false, baseline: 'alphabetic' });

  // `top` runs down the page from its top margin
  let top = MARGIN;
  const ensure = (height: number) => {
    if (top + height > A4[1] - MARGIN) {
      pdf.addPage({ size: A4, margin: MARGIN });
      top = MARGIN;
    }
  };
  const write = (text: string, options: { font?: FontName; size?: number; colour?: string }) => {
    const font = options.font ?? 'regular';
    const size = options.size ?? 10;
    for (const line of wrapText(text, measure(font, size), width)) {
      ensure(size * 1.4);
      draw(line, MARGIN, top, font, size, options.colour);
      top += size * 1.4;
    }
  };
  const gap = (height: number) => (top += height);

  write(input.siteName, { size: 10, colour: MUTED });
  gap(4);
  write(input.title, { font: 'bold', size: 20 });
  gap(2);
  write(input.priceText, { font: 'bold', size: 16 });
  if (input.wasPriceText) write(`Was ${input.wasPriceText}`, { size: 10, colour: MUTED });
  gap(12);

  if (input.rows.length > 0) {
    write('Specifications', { font: 'bold', size: 13 });
    gap(2);
    for (const row of input.rows) {
      // a label longer than its column ('Fuel Consumption (Combined)') wraps in it
      const label = wrapText(row.label, measure('bold', 10), LABEL_WIDTH);
      const value = wrapText(row.value, measure('regular', 10), width - VALUE_INDENT);
      for (let index = 0; index < Math.max(label.length, value.length, 1); index++) {
        ensure(14);
        const [labelLine, valueLine] = [label[index], value[index]];
        if (labelLine) draw(labelLine, MARGIN, top, 'bold', 10);
        if (valueLine) draw(valueLine, MARGIN + VALUE_INDENT, top, 'regular', 10);
        top += 14;
      }
    }
    gap(10);
  }
  if (input.features.length > 0) {
    write('Features', { font: 'bold', size: 13 });
    gap(2);
    for (const feature of input.features) write(`- ${feature}`, {});
    gap(10);
  }
  if (input.comments.length > 0) {
    write('Dealer Comments', { font: 'bold', size: 13 });
    gap(2);
    for (const paragraph of input.comments) {
      write(paragraph, {});
      gap(4);
    }
    gap(6);
  }
  if (input.location) {
    write(input.location.name, { font: 'bold', size: 12 });
    write(input.location.address, {});
    write(`Phone ${input.location.phone}`, {});
    if (input.location.licence) write(input.location.licence, { colour: MUTED });
    gap(6);
  }
  write(input.url, { size: 9, colour: MUTED });
  pdf.end();
  return done;
}
