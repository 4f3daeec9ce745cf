export * from './extension-views.ts';
