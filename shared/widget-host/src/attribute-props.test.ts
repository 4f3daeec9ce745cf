// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { readWidgetProps, toPropName } from './attribute-props.ts';

describe('toPropName', () => {
  it.each([
    ['api-key', 'apiKey'],
    ['comp-name', 'compName'],
    ['batch-name', 'batchName'],
    ['title', 'title'],
    ['data-row-2', 'dataRow2'],
  ])('maps %s to %s', (attribute, prop) => {
    expect(toPropName(attribute)).toBe(prop);
  });
});

describe('readWidgetProps', () => {
  it('reads present attributes as strings, including empty ones, and absent ones as undefined', () => {
    const element = document.createElement('div');
    element.setAttribute('comp-name', 'Northwind Leasing');
    element.setAttribute('to-name', '');

    expect(readWidgetProps(element, ['comp-name', 'to-name', 'api-key'])).toEqual({
      compName: 'Northwind Leasing',
      toName: '',
      apiKey: undefined,
    });
  });
});
