export * from './reports.ts';
