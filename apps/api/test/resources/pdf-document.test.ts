import { describe, expect, it } from 'vitest';
import { renderPdf } from '../../src/resources/documents/pdf-document.ts';
import { readPdf, streamFilters } from '../support/pdf-reader.ts';

describe('PDF document layer', () => {
  it('sets text outside Latin-1 in embedded fonts, deflated, at the baseline it is given', async () => {
    const bytes = await renderPdf({ title: 'Ωmega' }, (pages) => {
      pages.text(72, 100, 'Ελλάς · Łódź · Zoë', { size: 12 });
      pages.text(540, 120, '$1,234.56', { font: 'bold', align: 'right' });
      pages.addPage().text(72, 72, 'two\nlines stay one');
    });
    const pdf = await readPdf(bytes);
    expect(pdf.title).toBe('Ωmega');
    expect(pdf.lines).toEqual([['Ελλάς · Łódź · Zoë', '$1,234.56'], ['two lines stay one']]);
    const [first, amount] = pdf.items;
    expect(first!.y).toBeCloseTo(100, 1);
    expect(amount!.right).toBeCloseTo(540, 0);
    expect(new Set(streamFilters(bytes))).toEqual(new Set(['FlateDecode']));
  });

  it('cuts text to a width with an ellipsis, and gives the same bytes for the same creation date', async () => {
    const createdAt = new Date('2026-01-02T03:04:05Z');
    const draw = (cut: string[]) => (pages: Parameters<Parameters<typeof renderPdf>[1]>[0]) => {
      cut.push(pages.fit('A description far too long for its column', 100, { size: 9 }));
      cut.push(pages.fit('Fits', 100, { size: 9 }));
      expect(pages.widthOf(cut[0]!, { size: 9 })).toBeLessThanOrEqual(100);
    };
    const cut: string[] = [];
    const once = await renderPdf({ title: 'A', createdAt }, draw(cut));
    const again = await renderPdf({ title: 'A', createdAt }, draw([]));
    expect(cut[0]).toMatch(/^A description .*…$/);
    expect(cut[1]).toBe('Fits');
    expect(Buffer.from(once).equals(Buffer.from(again))).toBe(true);
  });
});
