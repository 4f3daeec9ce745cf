import { describe, expect, it } from 'vitest';
import { DOWNLOAD_LIST_DEFAULTS, downloadListFilter, fileTypeOf, formatFileSize } from './download-query.ts';

describe('downloads list', () => {
  it.each([
    ['text/csv; charset=utf-8', 'a.csv', 'CSV'],
    ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'a.xlsx', 'XLSX'],
    ['text/plain', 'ACH-2026-11-26-A.ach', 'NACHA'],
    ['application/pdf', 'certificate.pdf', 'PDF'],
    ['application/zip', 'documents.zip', 'ZIP'],
    ['application/json', 'report.json', 'JSON'],
  ])('names %s (%s) as %s', (contentType, name, type) => {
    expect(fileTypeOf({ contentType, name })).toBe(type);
  });

  it.each([
    [0, '0 KB'],
    [100, '1 KB'],
    [96_140, '94 KB'],
    [1_048_575, '1,024 KB'],
    [1_048_576, '1.0 MB'],
    [14_260_633, '13.6 MB'],
  ])('shows %s bytes as %s', (bytes, shown) => {
    expect(formatFileSize(bytes)).toBe(shown);
  });

  it('searches the name literally, filters by type and by mine, and sorts newest first by default', () => {
    const settings = {
      ...DOWNLOAD_LIST_DEFAULTS,
      filters: { search: ' 100%_ tape ', type: 'NACHA', scope: 'mine' },
    };
    expect(downloadListFilter(settings, 7)).toEqual({
      where: {
        and: [
          { name: { ilike: '%100\\%\\_ tape%' } },
          {
            or: [
              { contentType: { inq: ['application/vnd.nacha', 'text/x-nacha'] } },
              { name: { ilike: '%.ach' } },
              { name: { ilike: '%.nacha' } },
            ],
          },
          { requestedBy: 7 },
        ],
      },
      order: ['createdAt DESC'],
      limit: 10,
      skip: 0,
    });
    expect(downloadListFilter(DOWNLOAD_LIST_DEFAULTS, 7)).toEqual({
      order: ['createdAt DESC'],
      limit: 10,
      skip: 0,
    });
  });
});
