export * from './contract.ts';
export * from './contract-parts.ts';
export * from './lookups.ts';
export * from './invoice.ts';
export * from './invoice-session.ts';
