import { MODULES } from '@lendline/permissions';
import { describe, expect, it } from 'vitest';
import {
  MATRIX_GROUPS,
  MATRIX_ROWS,
  matrixFrom,
  permissionsJson,
  rowOfDetailPath,
  selection,
  setCells,
} from './permission-matrix-model.ts';

const row = (moduleId: string, menu: string) =>
  MATRIX_ROWS.find((candidate) => candidate.moduleId === moduleId && candidate.menu === menu)!;

describe('permission matrix', () => {
  it('has a row for every menu of every module that has menus, in catalog order', () => {
    expect(MATRIX_GROUPS.map((group) => group.moduleId)).not.toContain('Vendor Payments');
    expect(MATRIX_GROUPS.map((group) => group.moduleId)).not.toContain('DS Deals');
    expect(MATRIX_ROWS).toHaveLength(MODULES.reduce((sum, module) => sum + module.menus.length, 0));
    expect(MATRIX_GROUPS[0]).toEqual({
      moduleId: 'enquiry',
      moduleName: 'Contract Inquiry',
      rows: [{ moduleId: 'enquiry', moduleName: 'Contract Inquiry', menu: 'Contracts' }],
    });
  });

  it('reads a stored role in any case into explicit flags, dropping what the catalog does not know', () => {
    const matrix = matrixFrom('{"ACH":{"ach":{"VIEW":true}},"payroll":{"Runs":{"view":true}}}');
    expect(matrix.ach).toEqual({ ACH: { view: true, create: false, download: false } });
    expect(matrix).not.toHaveProperty('payroll');
    expect(matrixFrom('not json').prefund).toEqual({
      Contracts: { view: false, create: false, download: false },
      Invoices: { view: false, create: false, download: false },
    });
  });

  it('selects a row, a column, and reports partial selections', () => {
    const invoices = row('prefund', 'Invoices');
    let matrix = setCells(matrixFrom(null), [invoices], ['view', 'create', 'download'], true);
    expect(selection(matrix, [invoices], ['view', 'create', 'download'])).toBe('all');
    expect(selection(matrix, MATRIX_ROWS, ['view'])).toBe('some');

    matrix = setCells(matrix, MATRIX_ROWS, ['view'], true);
    expect(selection(matrix, MATRIX_ROWS, ['view'])).toBe('all');
    matrix = setCells(matrix, MATRIX_ROWS, ['view'], false);
    expect(selection(matrix, MATRIX_ROWS, ['view'])).toBe('none');
    expect(matrix.prefund!.Invoices).toEqual({ view: false, create: true, download: true });
  });

  it('stores every module and menu with all three flags, as JSON text', () => {
    const json = permissionsJson(setCells(matrixFrom(null), [row('ach', 'ACH')], ['view'], true));
    const parsed = JSON.parse(json) as Record<string, Record<string, unknown>>;
    expect(Object.keys(parsed)).toEqual(MATRIX_GROUPS.map((group) => group.moduleId));
    expect(parsed.ach).toEqual({ ACH: { view: true, create: false, download: false } });
  });

  it('finds the row a server detail path points at, escapes and all', () => {
    expect(rowOfDetailPath('/permissions/ach/ACH/approve')).toEqual(row('ach', 'ACH'));
    expect(rowOfDetailPath('/permissions/setupModule/Salesforce Sync/view')).toEqual(
      row('setupModule', 'Salesforce Sync'),
    );
    expect(rowOfDetailPath('/permissions/payroll/Runs/view')).toBeUndefined();
    expect(rowOfDetailPath('/name')).toBeUndefined();
  });
});
