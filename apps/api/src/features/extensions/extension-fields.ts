import type { FieldDef } from '../../resources/field-def.ts';

// What both Extensions views show, as fields of the filter engine. Every field is read-only here: the
// invoicing view's editable ones change through its PATCH route (CONTRACT.md), not a generic update.
const read = { readOnly: true } as const;
export const text = { type: 'string', ...read, sort: { caseInsensitive: true } } as const;
export const optionalText = { ...text, nullable: true } as const;
export const code = { type: 'string', ...read } as const;
export const money = { type: 'number', ...read, integer: false } as const;
export const day = { type: 'date', format: 'date', ...read } as const;
export const optionalDay = { ...day, nullable: true } as const;
export const payments = { type: 'number', ...read, integer: 'integer', nullable: true } as const;
export const flag = { type: 'boolean', ...read } as const;

/** The contract's numeric id (`id`) and number (`contractId`, the spec's name for what staff see). */
export const contractKeys: Record<string, FieldDef> = {
  id: { type: 'number', ...read },
  contractId: text,
  customerName: text,
};

/** Extensions › Contracts › view: both views and their filter choices. */
export const EXTENSIONS_CONTRACTS_VIEW = { module: 'extensions', menu: 'Contracts', action: 'view' } as const;
