export * from './credit-application.ts';
