import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';

// The printable vehicle sheet as a PDF (spec §7 'PDF by car slug'), drawn with pdf-lib from
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
const INK = rgb(0.07, 0.09, 0.15);
const MUTED = rgb(0.3, 0.33, 0.4);

// The standard PDF fonts only encode WinAnsi: anything else becomes '?' rather than failing.
function winAnsi(text: string): string {
  return text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/\u2022/g, '-')
    .replace(/[^\x20-\x7e\xa0-\xff]/g, '?');
}

/** Splits text into lines no wider than `width` at the given font size. */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of winAnsi(text).split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width || !line) line = candidate;
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
  const pdf = await PDFDocument.create();
  pdf.setTitle(winAnsi(input.title));
  pdf.setAuthor(winAnsi(input.siteName));
  pdf.setSubject(winAnsi(`${input.title} at ${input.siteName}`));
  pdf.setCreationDate(new Date(0));
  pdf.setModificationDate(new Date(0));
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const width = A4[0] - MARGIN * 2;

  let page: PDFPage = pdf.addPage(A4);
  let y = A4[1] - MARGIN;
  const ensure = (height: number) => {
    if (y - height < MARGIN) {
      page = pdf.addPage(A4);
      y = A4[1] - MARGIN;
    }
  };
  const write = (text: string, options: { font?: PDFFont; size?: number; colour?: typeof INK }) => {
    const font = options.font ?? regular;
    const size = options.size ?? 10;
    for (const line of wrapText(text, font, size, width)) {
      ensure(size * 1.4);
      page.drawText(line, { x: MARGIN, y: y - size, size, font, color: options.colour ?? INK });
      y -= size * 1.4;
    }
  };
  const gap = (height: number) => (y -= height);

  write(input.siteName, { size: 10, colour: MUTED });
  gap(4);
  write(input.title, { font: bold, size: 20 });
  gap(2);
  write(input.priceText, { font: bold, size: 16 });
  if (input.wasPriceText) write(`Was ${input.wasPriceText}`, { size: 10, colour: MUTED });
  gap(12);

  if (input.rows.length > 0) {
    write('Specifications', { font: bold, size: 13 });
    gap(2);
    for (const row of input.rows) {
      ensure(14);
      page.drawText(winAnsi(row.label), { x: MARGIN, y: y - 10, size: 10, font: bold, color: INK });
      const value = wrapText(row.value, regular, 10, width - 170);
      value.forEach((line, index) => {
        if (index > 0) ensure(14);
        page.drawText(line, { x: MARGIN + 170, y: y - 10, size: 10, font: regular, color: INK });
        y -= 14;
      });
    }
    gap(10);
  }
  if (input.features.length > 0) {
    write('Features', { font: bold, size: 13 });
    gap(2);
    for (const feature of input.features) write(`- ${feature}`, {});
    gap(10);
  }
  if (input.comments.length > 0) {
    write('Dealer Comments', { font: bold, size: 13 });
    gap(2);
    for (const paragraph of input.comments) {
      write(paragraph, {});
      gap(4);
    }
    gap(6);
  }
  if (input.location) {
    write(input.location.name, { font: bold, size: 12 });
    write(input.location.address, {});
    write(`Phone ${input.location.phone}`, {});
    if (input.location.licence) write(input.location.licence, { colour: MUTED });
    gap(6);
  }
  write(input.url, { size: 9, colour: MUTED });
  return pdf.save();
}
