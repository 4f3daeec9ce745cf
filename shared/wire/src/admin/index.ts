export * from './audit-event.ts';
export * from './mail-outbox.ts';
export * from './role.ts';
export * from './salesforce-sync-run.ts';
export * from './user.ts';
