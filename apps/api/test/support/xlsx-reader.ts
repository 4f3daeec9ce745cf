import ExcelJS from 'exceljs';

// Reads our XLSX files back with ExcelJS (an independent OOXML reader), so tests check the cells a
// spreadsheet program sees: their types, values and number formats, not the XML the writer emitted.

/** One cell as a reader sees it: a number, a Date for a day, text, or null when empty. */
export interface XlsxCell {
  value: number | string | Date | null;
  numFmt: string | undefined;
  bold: boolean;
}

export interface XlsxSheet {
  name: string;
  /** Rows from the first, each as wide as the header row. */
  rows: XlsxCell[][];
  /** The frozen rows at the top (the header). */
  frozenRows: number;
}

/** The first sheet of an XLSX file. */
export async function readXlsx(bytes: Uint8Array): Promise<XlsxSheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const width = sheet.getRow(1).cellCount;
  const rows: XlsxCell[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => {
    const cells: XlsxCell[] = [];
    for (let column = 1; column <= width; column += 1) {
      const cell = row.getCell(column);
      const value = cell.value;
      cells.push({
        value:
          value === null || value === undefined
            ? null
            : typeof value === 'number' || typeof value === 'string' || value instanceof Date
              ? value
              : String(cell.text),
        numFmt: cell.numFmt,
        bold: Boolean(cell.font?.bold),
      });
    }
    rows.push(cells);
  });
  const view = sheet.views[0] as { state?: string; ySplit?: number } | undefined;
  return { name: sheet.name, rows, frozenRows: view?.state === 'frozen' ? (view.ySplit ?? 0) : 0 };
}
