export * from './session.ts';
export * from './account.ts';
