// A small PDF 1.4 writer for documents such as invoices: pages of text in the standard Helvetica fonts
// (no embedding: every reader has them), lines and filled boxes, uncompressed content streams, and a
// correct cross-reference table so any reader opens the file without repairing it.

export type PdfFont = 'regular' | 'bold';

interface TextOp {
  kind: 'text';
  x: number;
  y: number;
  size: number;
  font: PdfFont;
  text: string;
  align: 'left' | 'right';
}
interface LineOp {
  kind: 'line';
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  width: number;
}
interface BoxOp {
  kind: 'box';
  x: number;
  y: number;
  w: number;
  h: number;
  gray: number;
}
type Op = TextOp | LineOp | BoxOp;

/** US Letter in points. */
export const PAGE_WIDTH = 612;
export const PAGE_HEIGHT = 792;

// Helvetica advance widths (per 1000 em) of the characters invoices mostly print; others count as 556.
const NARROW: Record<string, number> = {
  ' ': 278,
  '.': 278,
  ',': 278,
  ':': 278,
  ';': 278,
  '!': 278,
  '|': 260,
  "'": 191,
  '/': 278,
  '-': 333,
  '(': 333,
  ')': 333,
  i: 222,
  j: 222,
  l: 222,
  f: 278,
  t: 278,
  r: 333,
  I: 278,
  m: 833,
  w: 722,
  M: 833,
  W: 944,
  '@': 1015,
  '%': 889,
  '#': 556,
  '&': 667,
};
const BOLD_EXTRA = 1.06;

/**
 * The width of a text in points, as Helvetica sets it (close enough to right-align amounts).
 *
 * @example
 * textWidth('1,234.56', 10, 'regular'); // 41.7
 */
export function textWidth(text: string, size: number, font: PdfFont): number {
  let units = 0;
  for (const char of text) {
    units += NARROW[char] ?? (char >= 'A' && char <= 'Z' ? 667 : 556);
  }
  return (units / 1000) * size * (font === 'bold' ? BOLD_EXTRA : 1);
}

// WinAnsi (Latin-1 for our purposes) with PDF string escapes; what the standard fonts cannot show is "?".
function pdfString(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (char === '\\' || char === '(' || char === ')') out += `\\${char}`;
    else if (code >= 32 && code <= 126) out += char;
    else if (code >= 160 && code <= 255) out += `\\${code.toString(8).padStart(3, '0')}`;
    else out += '?';
  }
  return out;
}

const num = (value: number) => (Math.round(value * 100) / 100).toString();

/** One page being drawn; coordinates are points from the bottom-left corner. */
export class PdfPage {
  readonly ops: Op[] = [];

  text(
    x: number,
    y: number,
    text: string,
    options: { size?: number; font?: PdfFont; align?: 'left' | 'right' } = {},
  ) {
    this.ops.push({
      kind: 'text',
      x,
      y,
      text,
      size: options.size ?? 10,
      font: options.font ?? 'regular',
      align: options.align ?? 'left',
    });
    return this;
  }

  line(x1: number, y1: number, x2: number, y2: number, width = 0.5) {
    this.ops.push({ kind: 'line', x1, y1, x2, y2, width });
    return this;
  }

  box(x: number, y: number, w: number, h: number, gray = 0.92) {
    this.ops.push({ kind: 'box', x, y, w, h, gray });
    return this;
  }

  content(): string {
    return this.ops
      .map((op) => {
        switch (op.kind) {
          case 'box':
            return `q ${num(op.gray)} g ${num(op.x)} ${num(op.y)} ${num(op.w)} ${num(op.h)} re f Q`;
          case 'line':
            return `q ${num(op.width)} w ${num(op.x1)} ${num(op.y1)} m ${num(op.x2)} ${num(op.y2)} l S Q`;
          case 'text': {
            const x = op.align === 'right' ? op.x - textWidth(op.text, op.size, op.font) : op.x;
            const font = op.font === 'bold' ? 'F2' : 'F1';
            return `BT /${font} ${num(op.size)} Tf ${num(x)} ${num(op.y)} Td (${pdfString(op.text)}) Tj ET`;
          }
        }
      })
      .join('\n');
  }
}

/**
 * A PDF file of the given pages: catalog, page tree, the two Helvetica fonts, one content stream per
 * page, the xref table with every object's byte offset, and the trailer with document info.
 *
 * @example
 * const page = new PdfPage().text(72, 720, 'Hello');
 * const bytes = renderPdf([page], { title: 'Hello' });
 */
export function renderPdf(
  pages: readonly PdfPage[],
  info: { title: string; producer?: string },
): Uint8Array<ArrayBuffer> {
  const objects: string[] = [];
  const fontRegular = 3;
  const fontBold = 4;
  const infoObject = 5;
  const firstPage = 6;
  const pageIds = pages.map((_, index) => firstPage + index * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`;
  objects[fontRegular] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
  objects[fontBold] =
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>';
  objects[infoObject] =
    `<< /Title (${pdfString(info.title)}) /Producer (${pdfString(info.producer ?? 'Lendline')}) >>`;
  pages.forEach((page, index) => {
    const id = pageIds[index]!;
    const stream = page.content();
    objects[id] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] ` +
      `/Resources << /Font << /F1 ${fontRegular} 0 R /F2 ${fontBold} 0 R >> >> /Contents ${id + 1} 0 R >>`;
    objects[id + 1] = `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`;
  });

  // Latin-1 throughout: every byte written is one character, so string lengths are byte offsets.
  let body = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id += 1) {
    offsets[id] = body.length;
    body += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xrefAt = body.length;
  body += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id += 1)
    body += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length} /Root 1 0 R /Info ${infoObject} 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(body, 'latin1'));
}
