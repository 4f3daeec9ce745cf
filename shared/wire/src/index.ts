/**
 * The API's wire shapes, one valibot schema per record and per custom route's body or answer. The API
 * generates its OpenAPI document from them, the staff app reads responses through them, and
 * `tests/contract` checks every answer of the real server against them: a field renamed on one side only
 * fails a test instead of showing blank cells.
 */
export * from './wire-values.ts';
export * from './portfolio/index.ts';
export * from './extensions/index.ts';
export * from './process-runs/index.ts';
export * from './reports/index.ts';
export * from './ach/index.ts';
export * from './admin/index.ts';
export * from './vendor-quote/index.ts';
export * from './credit-applications/index.ts';
export * from './jobs/index.ts';
export * from './auth/index.ts';
export * from './system/index.ts';
