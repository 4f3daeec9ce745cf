import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { AchAuditEntry } from './approval/approval-deps.ts';

/** The audit log's writer (features/audit/audit-log.ts), passed in by the app layer: every ACH step is audited. */
export type AchAuditWriter = (target: Kysely<Database>, entry: AchAuditEntry) => Promise<void>;
