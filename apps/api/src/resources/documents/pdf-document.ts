import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

// The document layer for everything the API prints (invoices now; borrowing base certificates and
// reports next): pdfkit writes the file, this module fixes what all our documents share. Pages are US
// Letter with no margins (layouts place every element themselves), text is DejaVu Sans, embedded and
// subset, so any name prints as written ("Łódź", "Ελλάς"), not only Latin-1, and content streams are
// deflated.

export type PdfFont = 'regular' | 'bold';

export interface PdfTextOptions {
  /** Points; 10 unless told. */
  size?: number;
  font?: PdfFont;
  /** `right`: the text ends at x (amounts in a column). */
  align?: 'left' | 'right';
}

/** US Letter in points. */
export const PAGE_WIDTH = 612;
export const PAGE_HEIGHT = 792;

// Resolved by package name from this source file, so the paths hold under tsx, in the tests and in the
// esbuild bundle (whose import.meta.url is rewritten to this file's, see apps/api/build.mjs).
const requireHere = createRequire(import.meta.url);
const FONT_FILES: Record<PdfFont, string> = {
  regular: requireHere.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: requireHere.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
};

interface FontkitFont {
  layout(text: string): unknown;
}

// Given a file, pdfkit parses the font afresh for every document, and the first text set in it parses
// the shaping tables (GSUB/GPOS): ~150 ms per font, 300 ms of a 310 ms invoice. pdfkit also takes a
// parsed fontkit font, which it only reads (each document subsets it anew), so both are parsed once per
// process. fontkit is pdfkit's own dependency, loaded from pdfkit's location so it is the copy pdfkit
// was installed with.
let parsedFonts: Record<PdfFont, FontkitFont> | undefined;
function fonts(): Record<PdfFont, FontkitFont> {
  if (!parsedFonts) {
    const fontkit = createRequire(requireHere.resolve('pdfkit'))('fontkit') as {
      create(data: Uint8Array): FontkitFont;
    };
    parsedFonts = {
      regular: fontkit.create(readFileSync(FONT_FILES.regular)),
      bold: fontkit.create(readFileSync(FONT_FILES.bold)),
    };
  }
  return parsedFonts;
}

/**
 * The pages of a document being drawn. Coordinates are points from the top-left corner of the page, and
 * a text's y is its baseline, so rows of text and the rules under them line up by arithmetic alone.
 */
export class PdfPages {
  constructor(private readonly doc: PDFKit.PDFDocument) {}

  /** Starts a new page; every document starts with one. */
  addPage(): this {
    this.doc.addPage({ size: 'LETTER', margin: 0 });
    return this;
  }

  /** The width of a text in points as it will be set. */
  widthOf(text: string, options: PdfTextOptions = {}): number {
    return this.doc
      .font(options.font ?? 'regular')
      .fontSize(options.size ?? 10)
      .widthOfString(oneLine(text));
  }

  /**
   * The text cut to at most `width` points, ending in "…" when cut: the way a layout keeps a long value
   * out of the next column.
   */
  fit(text: string, width: number, options: PdfTextOptions = {}): string {
    const line = oneLine(text);
    if (this.widthOf(line, options) <= width) return line;
    const chars = [...line];
    let low = 0;
    let high = chars.length;
    while (low < high) {
      const mid = Math.ceil((low + high) / 2);
      if (this.widthOf(`${chars.slice(0, mid).join('').trimEnd()}…`, options) <= width) low = mid;
      else high = mid - 1;
    }
    return `${chars.slice(0, low).join('').trimEnd()}…`;
  }

  /** One line of text; what does not fit runs on (cut long values with `fit`). */
  text(x: number, y: number, text: string, options: PdfTextOptions = {}): this {
    const line = oneLine(text);
    const left = options.align === 'right' ? x - this.widthOf(line, options) : x;
    this.doc
      .font(options.font ?? 'regular')
      .fontSize(options.size ?? 10)
      .fillColor('black')
      .text(line, left, y, { lineBreak: false, baseline: 'alphabetic' });
    return this;
  }

  line(x1: number, y1: number, x2: number, y2: number, width = 0.5): this {
    this.doc.save().lineWidth(width).moveTo(x1, y1).lineTo(x2, y2).stroke('black').restore();
    return this;
  }

  /** A filled rectangle, light grey unless told (0 black, 1 white); y is its top edge. */
  box(x: number, y: number, width: number, height: number, gray = 0.92): this {
    const level = Math.round(gray * 255);
    this.doc.save().rect(x, y, width, height).fill([level, level, level]).restore();
    return this;
  }
}

// pdfkit starts a new line at every line break; a value that holds one (a description typed with Enter)
// stays on its row.
const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ');

/**
 * A PDF file drawn by `draw` on US Letter pages: fonts embedded and subset, streams compressed, Title
 * and Producer in the document info. `createdAt` fixes the creation date (and so the file identifier)
 * where the same input must give the same bytes, as in the seed.
 *
 * @example
 * const bytes = await renderPdf({ title: 'Hello' }, (pages) => pages.text(72, 72, 'Zoë Ünal'));
 */
export async function renderPdf(
  info: { title: string; producer?: string; createdAt?: Date },
  draw: (pages: PdfPages) => void,
): Promise<Uint8Array<ArrayBuffer>> {
  const producer = info.producer ?? 'Lendline';
  const { regular, bold } = fonts();
  const doc = new PDFDocument({
    autoFirstPage: false,
    compress: true,
    // Without it pdfkit loads Helvetica (its AFM data) for a default font the documents never use.
    font: null as unknown as string,
    info: {
      Title: info.title,
      Producer: producer,
      Creator: producer,
      ...(info.createdAt ? { CreationDate: info.createdAt } : {}),
    },
  });
  // @types/pdfkit lists file sources only; pdfkit 0.20 takes a fontkit font too (PDFFontFactory.open).
  doc.registerFont('regular', regular as unknown as Uint8Array);
  doc.registerFont('bold', bold as unknown as Uint8Array);
  const chunks: Buffer[] = [];
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  const pages = new PdfPages(doc).addPage();
  draw(pages);
  doc.end();
  await ended;
  const bytes = new Uint8Array(chunks.reduce((size, chunk) => size + chunk.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.length;
  }
  return bytes;
}
