import type { Principal } from '../../lib/app-env.ts';
import { can, MODULES } from '@lendline/permissions';
import { sql, type RawBuilder } from 'kysely';
import { ownModel } from '../../jobs/own-model.ts';

const readOnly = { readOnly: true } as const;

/** A file in Downloads (jobs CONTRACT.md "Downloads"). */
export const downloadModel = ownModel({
  name: 'Download',
  path: '/downloads',
  table: 'stored_file',
  description: 'Files produced by jobs',
  fields: {
    id: { type: 'number', ...readOnly },
    module: { type: 'string', nullable: true, ...readOnly },
    menu: { type: 'string', nullable: true, ...readOnly },
    name: { type: 'string', ...readOnly, sort: { caseInsensitive: true } },
    contentType: { type: 'string', ...readOnly },
    size: { type: 'number', ...readOnly },
    sha256: { type: 'string', ...readOnly },
    requestedBy: { type: 'number', ...readOnly },
    requestedByName: { type: 'string', ...readOnly, sort: { caseInsensitive: true } },
    createdAt: { type: 'date', ...readOnly },
    expiresAt: { type: 'date', ...readOnly },
    downloadCount: { type: 'number', ...readOnly },
    jobRunId: { type: 'number', nullable: true, ...readOnly },
  },
});

/** Every module and menu in which the caller holds `download`, as `module|menu` pairs. */
function downloadableMenus(principal: Principal): string[] {
  const pairs: string[] = [];
  for (const module of MODULES) {
    for (const menu of module.menus) {
      if (can(principal.permissions, module.id, menu.menu, 'download'))
        pairs.push(`${module.id}|${menu.menu}`);
    }
  }
  return pairs;
}

/**
 * Menus whose job-written files hold what only that menu's `download` right may read, so the run's
 * requester needs it too: the approval's NACHA file carries whole account numbers, and the approver whose
 * approval started the file job may hold ACH create without ACH download (issue 24: whole numbers only
 * with download). A file stored outside a job run (the bank transport's "ready to upload" copy) stays its
 * sender's to take to the bank.
 */
export const REQUESTER_NEEDS_DOWNLOAD: readonly string[] = ['ach|ACH'];

/**
 * The files the caller may read: whole, not expired, and theirs (unless a job wrote it in a menu of
 * `REQUESTER_NEEDS_DOWNLOAD` where they lack `download`), or another's in a module and menu where the
 * caller holds `download` (a tape shared with the funding desk, a NACHA file for the operators).
 */
export function readableFiles(principal: Principal): RawBuilder<unknown> {
  const menus = downloadableMenus(principal);
  const shared = menus.length === 0 ? sql`false` : sql`(f.module || '|' || f.menu) in (${sql.join(menus)})`;
  const locked = REQUESTER_NEEDS_DOWNLOAD.filter((pair) => !menus.includes(pair));
  const own =
    locked.length === 0
      ? sql`f.requested_by = ${principal.userId}`
      : sql`(f.requested_by = ${principal.userId} and (f.job_run_id is null
          or coalesce(f.module || '|' || f.menu, '') not in (${sql.join(locked)})))`;
  return sql`select f.*, trim(u.first_name || ' ' || u.last_name) as requested_by_name
    from stored_file f join app_user u on u.id = f.requested_by
    where f.complete and f.expires_at > now() and (${own} or ${shared})`;
}
