import { describe, expect, it } from 'vitest';
import { can, type PermissionMap } from './catalog.ts';
import { parsePermissions } from './parse-permissions.ts';

describe('parsePermissions()', () => {
  it.each<[string, string | object | null, PermissionMap]>([
    ['null', null, {}],
    ['an empty string', '', {}],
    ['broken JSON', '{"ach":', {}],
    ['JSON null', 'null', {}],
    ['a JSON number', '42', {}],
    ['a JSON string', '"ach"', {}],
    ['a JSON array', '[{"ach":{}}]', {}],
    ['an array object', [{ ach: {} }], {}],
    ['an empty object', '{}', {}],
    [
      'a stored map',
      '{"ach":{"ACH":{"view":true,"create":false}}}',
      { ach: { ACH: { view: true, create: false } } },
    ],
    [
      'an already parsed map',
      { enquiry: { Contracts: { download: true } } },
      { enquiry: { Contracts: { download: true } } },
    ],
    [
      'non-boolean flags dropped',
      '{"ach":{"ACH":{"view":"true","create":1,"download":null}}}',
      { ach: { ACH: {} } },
    ],
    [
      'unknown action keys dropped',
      '{"ach":{"ACH":{"view":true,"approve":true}}}',
      { ach: { ACH: { view: true } } },
    ],
    [
      'action keys lower-cased',
      '{"ach":{"ACH":{"VIEW":true,"Create":false}}}',
      { ach: { ACH: { view: true, create: false } } },
    ],
    [
      'the first boolean spelling wins',
      '{"ach":{"ACH":{"View":"x","VIEW":false,"view":true}}}',
      { ach: { ACH: { view: false } } },
    ],
    [
      'non-object menus dropped',
      '{"ach":{"ACH":true,"Other":[],"Last":{"view":true}}}',
      { ach: { Last: { view: true } } },
    ],
    ['non-object modules dropped', '{"ach":[],"enquiry":"all","prefund":{}}', { prefund: {} }],
    [
      'module and menu names kept as stored',
      '{"ACH":{"ach":{"view":true}}}',
      { ACH: { ach: { view: true } } },
    ],
  ])('%s', (_case, input, expected) => {
    expect(parsePermissions(input)).toEqual(expected);
  });

  it('keeps a "__proto__" key as plain data', () => {
    const map = parsePermissions('{"__proto__":{"ACH":{"view":true}},"ach":{"ACH":{"view":true}}}');
    expect(Object.getPrototypeOf(map)).toBe(Object.prototype);
    expect(Object.keys(map)).toEqual(['__proto__', 'ach']);
    expect(can(map, 'ach', 'ACH', 'view')).toBe(true);
  });
});
