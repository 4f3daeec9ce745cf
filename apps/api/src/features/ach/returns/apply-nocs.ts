import { applyCorrection, nocApplyBy, parseNoc } from '@lendline/ach-rules';
import { sql, type Transaction } from 'kysely';
import type { MatchedEntry } from './match-entries.ts';
import type { AccountCipher } from './return-db.ts';
import type { ReturnLine } from './return-lines.ts';

/** A not-yet-approved entry a NOC corrected, as the audit log records it. */
export interface CorrectedEntry {
  entryId: number;
  before: { routingNumber: string; accountLast4: string; accountType: string };
  after: { routingNumber: string; accountLast4: string; accountType: string; nocCode: string };
}

interface MandateNow {
  routingNumber: string;
  accountNumber: string;
  accountType: 'CHECKING' | 'SAVINGS';
}

/**
 * Applies notifications of change to the mandates they name, in file order, and answers one outcome
 * sentence per NOC. The corrected data is read by `parseNoc` and applied by `applyCorrection` against
 * the mandate's current account (decrypted here only): a NOC naming another account than the mandate
 * holds is refused and recorded, nothing changed; one already applied changes nothing. An applied NOC
 * sets the mandate's routing, account (encrypted again, last 4 kept) and type, `last_noc_code` and
 * `last_noc_applied_at`, and the entry's `noc_code` and `corrected_data`. Nacha 6.3.2's deadline
 * (`nocApplyBy`: six banking days or the next entry, whichever is later) goes in the outcome: applying
 * it at import always meets it.
 */
export async function applyNocs(
  trx: Transaction<any>,
  nocs: readonly { line: ReturnLine; entry: MatchedEntry }[],
  cipher: AccountCipher,
  today: string,
  now: Date,
): Promise<{ outcomes: string[]; corrected: CorrectedEntry[] }> {
  const mandates = new Map<number, MandateNow>();
  const outcomes: string[] = [];
  const corrected: CorrectedEntry[] = [];
  for (const { line, entry } of nocs) {
    const parsed = parseNoc({
      changeCode: line.code,
      correctedData: (line.correctedData ?? '').slice(0, 29),
      originalRdfi: line.originalRdfi,
      originalAccountNumber: line.accountNumber,
    });
    await sql`update ach_entry set noc_code = ${line.code}, corrected_data = ${line.correctedData?.trim().slice(0, 29) ?? null}
      where id = ${entry.id}`.execute(trx);
    if (!parsed.ok) {
      outcomes.push(`Not applied: ${parsed.reason}`);
      continue;
    }
    if (entry.mandate.revoked) {
      outcomes.push(
        `Not applied: the mandate is revoked; ${parsed.correction.description.toLowerCase()} noted on the entry.`,
      );
      continue;
    }
    const current = mandates.get(entry.mandateId) ?? {
      routingNumber: entry.mandate.routingNumber,
      accountNumber: cipher.decrypt(entry.mandate.accountCipher),
      accountType: entry.mandate.accountType,
    };
    const result = applyCorrection(current, parsed.correction);
    if (!result.ok) {
      outcomes.push(`Refused: ${result.reason}`);
      continue;
    }
    const { rows } = await sql<{
      next: string | null;
    }>`select to_char(min(b.effective_date), 'YYYY-MM-DD') as next
      from ach_entry e join ach_batch b on b.id = e.batch_id
      where e.mandate_id = ${entry.mandateId} and e.status = 'SCHEDULED'`.execute(trx);
    const applyBy = nocApplyBy(today, rows[0]?.next ?? null);
    if (result.changed.length === 0) {
      outcomes.push(
        `${line.code} ${parsed.correction.description}: the mandate already holds the corrected details; nothing changed (apply by ${applyBy}).`,
      );
      continue;
    }
    const next = result.fields as MandateNow;
    mandates.set(entry.mandateId, next);
    await trx
      .updateTable('ach_mandate')
      .set({
        routing_number: next.routingNumber,
        account_number_cipher: cipher.encrypt(next.accountNumber),
        account_last4: next.accountNumber.slice(-4),
        account_type: next.accountType,
        last_noc_code: line.code,
        last_noc_applied_at: now,
        updated_at: now,
      })
      .where('id', '=', entry.mandateId)
      .execute();
    const last4 = next.accountNumber.slice(-4);
    const { rows: drafts } = await sql<{
      id: number;
      routing_number: string;
      account_last4: string;
      account_type: string;
      batch_name: string;
    }>`update ach_entry e set routing_number = ${next.routingNumber},
        account_number_cipher = ${cipher.encrypt(next.accountNumber)}, account_last4 = ${last4},
        account_type = ${next.accountType}
      from ach_entry old join ach_batch b on b.id = old.batch_id
      where e.id = old.id and e.mandate_id = ${entry.mandateId} and e.status in ('SCHEDULED', 'HELD')
        and b.status in ('DRAFT', 'REJECTED')
      returning e.id, old.routing_number, old.account_last4, old.account_type, b.batch_name`.execute(trx);
    for (const row of drafts)
      corrected.push({
        entryId: Number(row.id),
        before: {
          routingNumber: row.routing_number,
          accountLast4: row.account_last4,
          accountType: row.account_type,
        },
        after: {
          routingNumber: next.routingNumber,
          accountLast4: last4,
          accountType: next.accountType,
          nocCode: line.code,
        },
      });
    const batches = [...new Set(drafts.map((row) => row.batch_name))].sort();
    const alsoEntries =
      drafts.length === 0
        ? ''
        : ` ${drafts.length} ${drafts.length === 1 ? 'entry' : 'entries'} not yet submitted (${batches.join(', ')}) corrected too.`;
    outcomes.push(
      `${line.code} ${parsed.correction.description}: the mandate's ${result.changed.map(fieldWord).join(', ')} corrected on ${today} (Nacha 6.3.2: apply by ${applyBy}).${alsoEntries}`,
    );
  }
  return { outcomes, corrected };
}

const fieldWord = (field: string) =>
  field === 'routingNumber'
    ? 'routing number'
    : field === 'accountNumber'
      ? 'account number'
      : 'account type';
