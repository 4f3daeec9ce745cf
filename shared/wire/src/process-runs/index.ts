export * from './process-runs.ts';
