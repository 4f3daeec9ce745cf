// Reads our PDFs back with pdf.js (Mozilla's reader, independent of the pdfkit that writes them), so tests
// check what a viewer shows, not which bytes the writer happened to emit.

/** A run of text as pdf.js places it: its page, its baseline and extent in points from the top-left. */
export interface PdfTextItem {
  page: number;
  text: string;
  x: number;
  right: number;
  y: number;
}

export interface PdfContents {
  pages: number;
  title: string | undefined;
  items: PdfTextItem[];
  /** Each page's text, one string per baseline with its runs in reading order, joined by spaces. */
  lines: string[][];
}

// pdf.js 6 calls Promise.withResolvers, which Node 20 (the oldest Node the repository supports) lacks.
function ensureWithResolvers() {
  if (typeof (Promise as { withResolvers?: unknown }).withResolvers === 'function') return;
  Object.defineProperty(Promise, 'withResolvers', {
    configurable: true,
    writable: true,
    value<T>() {
      let resolve!: (value: T | PromiseLike<T>) => void;
      let reject!: (reason?: unknown) => void;
      const promise = new Promise<T>((yes, no) => {
        resolve = yes;
        reject = no;
      });
      return { promise, resolve, reject };
    },
  });
}

/** The text of every page of a PDF, with positions, and the document's title. */
export async function readPdf(bytes: Uint8Array): Promise<PdfContents> {
  ensureWithResolvers();
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  // pdf.js takes ownership of (detaches) the buffer it is given.
  const task = getDocument({ data: new Uint8Array(bytes), verbosity: 0 });
  const pdf = await task.promise;
  try {
    const items: PdfTextItem[] = [];
    const lines: string[][] = [];
    for (let number = 1; number <= pdf.numPages; number += 1) {
      const page = await pdf.getPage(number);
      const height = page.view[3]!;
      const content = await page.getTextContent();
      const onPage: PdfTextItem[] = [];
      for (const item of content.items) {
        if (!('str' in item) || item.str.trim() === '') continue;
        const [, , , , x, y] = item.transform as number[];
        onPage.push({ page: number, text: item.str, x: x!, right: x! + item.width, y: height - y! });
      }
      items.push(...onPage);
      const baselines = [...new Set(onPage.map((item) => Math.round(item.y)))].sort((a, b) => a - b);
      lines.push(
        baselines.map((baseline) =>
          onPage
            .filter((item) => Math.round(item.y) === baseline)
            .sort((a, b) => a.x - b.x)
            .map((item) => item.text)
            .join(' '),
        ),
      );
    }
    const { info } = await pdf.getMetadata();
    return { pages: pdf.numPages, title: (info as { Title?: string }).Title, items, lines };
  } finally {
    await task.destroy();
  }
}

/**
 * The `/Filter` of every stream in the file (content, fonts, metadata), read from the raw bytes: pdf.js
 * decodes streams without saying how they were stored.
 */
export function streamFilters(bytes: Uint8Array): (string | undefined)[] {
  const raw = Buffer.from(bytes).toString('latin1');
  return [...raw.matchAll(/<<([^<>]*)>>\s*stream\r?\n/g)].map(
    (match) => /\/Filter\s*\/(\w+)/.exec(match[1]!)?.[1],
  );
}
