export * from './ach.ts';
