export * from './jobs.ts';
