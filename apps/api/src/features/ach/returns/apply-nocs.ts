import { applyCorrection, nocApplyBy, parseNoc } from '@lendline/ach-rules';
import { sql, type Transaction } from 'kysely';
import type { MatchedEntry } from './match-entries.ts';
import type { AccountCipher } from './return-db.ts';
import type { ReturnLine } from './return-lines.ts';

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
): Promise<string[]> {
  const mandates = new Map<number, MandateNow>();
  const outcomes: string[] = [];
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
    outcomes.push(
      `${line.code} ${parsed.correction.description}: the mandate's ${result.changed.map(fieldWord).join(', ')} corrected on ${today} (Nacha 6.3.2: apply by ${applyBy}).`,
    );
  }
  return outcomes;
}

const fieldWord = (field: string) =>
  field === 'routingNumber'
    ? 'routing number'
    : field === 'accountNumber'
      ? 'account number'
      : 'account type';
