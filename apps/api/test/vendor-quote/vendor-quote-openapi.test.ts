import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('Vendor Quote in the OpenAPI document', () => {
  it('describes the resources from their declarations, the export included', async () => {
    const { body } = await t.json('/api/openapi.json');
    for (const path of ['/vendors', '/rate-programs', '/promos', '/inquiries', '/inquiry-events']) {
      expect(body.paths[path]?.get, path).toBeDefined();
    }
    expect(body.paths['/inquiries'].post).toBeUndefined();
    expect(body.paths['/inquiries/{id}'].delete).toBeUndefined();
    expect(body.paths['/inquiries/export.csv'].get).toMatchObject({
      tags: ['Inquiry'],
      security: [{ bearer: [] }],
    });
    for (const path of [
      '/inquiries/sales-reps',
      '/inquiries/names',
      '/vendors/sales-reps',
      '/vendors/names',
    ]) {
      expect(body.paths[path]?.get, path).toMatchObject({ security: [{ bearer: [] }] });
    }
    // An operation's tag that names a resource does not become a tag of its own.
    expect(body.tags.filter((tag: { name: string }) => tag.name === 'Inquiry')).toHaveLength(1);
    const program = body.components.schemas.NewRateProgram;
    expect(program.properties.terms).toMatchObject({
      type: 'array',
      items: { type: 'integer', minimum: 6, maximum: 120 },
    });
    expect(program.properties.effectiveFrom).toMatchObject({ type: 'string', format: 'date' });
    expect(program.properties.productType.enum).toEqual(['ONE_DOLLAR', 'TEN_PERCENT_PO', 'FMV', 'EFA_LOAN']);
    expect(program.required).toEqual(
      expect.arrayContaining(['name', 'productType', 'terms', 'amountBands', 'matrix', 'effectiveFrom']),
    );
    const event = body.components.schemas.NewInquiryEvent;
    expect(Object.keys(event.properties).sort()).toEqual(['inquiryId', 'note']);
  });
});
