import { createHash } from 'node:crypto';
import { addBankingDays } from '@lendline/ach-rules';
import { changeCodeDescription, returnCodeDescription } from '@lendline/nacha';
import { createRandom, type Random } from '@lendline/random';
import { sql, type Kysely } from 'kysely';
import { achSettingsOf } from '../../../../features/ach/index.ts';
import { PiiCipher } from '../../../../features/credit-applications/index.ts';
import { refreshDelinquency } from '../../../../features/portfolio/index.ts';
import type { Db } from '../../../database.ts';
import type { SavedFile } from '../../../../jobs/file-store.ts';
import { at, isoDay } from '../calendar.ts';
import { insertRows, nextId, syncSequence } from '../insert-rows.ts';
import { money } from '../money.ts';
import { PORTFOLIO_SEED_RUN } from '../seed-portfolio.ts';
import { seedAchFileText, storeSeedAchFile } from './ach-files.ts';
import { buildMandates, DEMO_ROUTINGS, type SeedAchContract, type SeedMandate } from './ach-mandates.ts';
import {
  BatchBook,
  bankingDayOnOrBefore,
  batchTotals,
  creditCode,
  debitCode,
  plusDays,
  type SeedBatch,
  type SeedBatchStatus,
  type SeedEntry,
  type SeedInvoice,
} from './ach-batches.ts';

export const ACH_SEED_RUN = 'demo-ach';
const SEED = 20261124;
/** Days of settled history before the reference date, in two-week batches. */
const HISTORY_DAYS = 98;
const WINDOW_DAYS = 14;
/** The states the batches of the next banking days are left in, in order (the rest stay DRAFT). */
const UPCOMING: readonly SeedBatchStatus[] = [
  'TRANSMITTED',
  'REJECTED',
  'FILE_GENERATED',
  'REOPEN_REQUESTED',
  'PENDING_APPROVAL',
  'DRAFT',
];
/** The returns and NOCs posted on one settled batch (issue 24 item 10), the first R01 reinitiated. */
const RETURNS = ['R01', 'R01', 'R01', 'R07', 'R03', 'R08', 'C01', 'C02'] as const;
const ACH_TABLES = [
  'ach_mandate',
  'ach_batch',
  'ach_entry',
  'ach_reopen_request',
  'ach_return_file',
  'ach_return',
];

const dollars = (cents: number) => `$${money(cents)}`;
const described = (code: string) =>
  `${code} (${(code.startsWith('R') ? returnCodeDescription(code) : changeCodeDescription(code)) ?? code})`;
const digits = (random: Random, count: number) =>
  Array.from({ length: count }, (_, i) => String(random.int(i === 0 ? 1 : 0, 9))).join('');

interface PostedReturn {
  entry: SeedEntry;
  code: string;
  returnDate: string;
  correctedData: string | null;
  outcome: string;
}

/**
 * The ACH demo (issue 24 item 10), once, after the portfolio and only with the server's PII key (account
 * numbers are encrypted with it, as the mandate routes do): a mandate per ACH-billed contract, three months
 * of settled two-week collection batches, one with returns and NOCs posted (an R01 reinitiated and paid on
 * its second presentment, R07 revoking its mandate, R08 needing a new authorisation, C01/C02 applied), a
 * re-opened batch (file B), a reversal draft, and the next banking days' batches in every state from
 * DRAFT to TRANSMITTED; maker tomas.herrera (ACH Operator), checker grace.okafor (ACH Approver). Trace
 * numbers follow the file job's rule (ODFI routing's first 8 + 7 digits of `ach_trace_seq`, moved past
 * them); each settled entry's invoice payment carries its trace as reference. Set-based inserts.
 */
export async function seedAch(db: Db, referenceDate: Date, piiKey: Buffer): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const portfolio = await trx
      .selectFrom('seed_run')
      .select('name')
      .where('name', '=', PORTFOLIO_SEED_RUN)
      .executeTakeFirst();
    if (!portfolio) return false;
    const claimed = await trx
      .insertInto('seed_run')
      .values({ name: ACH_SEED_RUN })
      .onConflict((oc) => oc.column('name').doNothing())
      .returning('name')
      .executeTakeFirst();
    if (!claimed) return false;
    const raw = trx as unknown as Kysely<unknown>;
    const today = isoDay(referenceDate);
    const random = createRandom(SEED);
    const cipher = new PiiCipher(piiKey);
    const settings = achSettingsOf();
    const people = await sql<{ id: number; role: string }>`select u.id, r.name as role from app_user u
      join app_role r on r.id = u.role_id where u.is_active and r.name in ('ACH Operator', 'ACH Approver')
      order by u.id`.execute(trx);
    const maker = people.rows.find((row) => row.role === 'ACH Operator')?.id;
    const checker = people.rows.find((row) => row.role === 'ACH Approver')?.id;
    if (maker === undefined || checker === undefined || maker === checker) return false;

    const contracts = await sql<SeedAchContract>`select c.id, c.contract_number as "contractNumber",
        c.status, to_char(coalesce(c.commencement_date, c.application_date), 'YYYY-MM-DD') as "commencementDate",
        cu.legal_name as "legalName", cu.entity_type as "entityType"
      from contract c join customer cu on cu.id = c.customer_id
      where c.billing_method = 'ACH' and c.status in ('ACTIVE', 'EXTENDED', 'MATURED')
      order by c.id`.execute(trx);
    const mandates = buildMandates(random, contracts.rows, today, await nextId(raw, 'ach_mandate'));
    const byContract = new Map(mandates.map((mandate) => [mandate.contract.id, mandate]));
    const original = new Map(mandates.map((m) => [m.id, { routing: m.routing, account: m.account }]));

    const since = plusDays(today, -HISTORY_DAYS - WINDOW_DAYS);
    const invoiceRows = await sql<{
      id: number;
      contract_id: number;
      due_date: string;
      status: string;
      paid: string;
      balance: string;
      invoice_number: string;
      ach_paid: boolean;
    }>`select i.id, i.contract_id, to_char(i.due_date, 'YYYY-MM-DD') as due_date, i.status,
        (i.amount_paid * 100)::bigint::text as paid, (i.balance * 100)::bigint::text as balance, i.invoice_number,
        exists (select 1 from payment p where p.invoice_id = i.id and p.method = 'ACH' and p.status = 'APPLIED') as ach_paid
      from invoice i join contract c on c.id = i.contract_id
      where c.billing_method = 'ACH' and c.status in ('ACTIVE', 'EXTENDED', 'MATURED')
        and i.informational_reason is null and i.status not in ('DRAFT', 'VOID', 'CANCELLED', 'POST_FAILED')
        and i.due_date > ${since}::date and i.due_date <= ${plusDays(today, 21)}::date
      order by i.due_date, i.id`.execute(trx);
    const invoices: (SeedInvoice & { achPaid: boolean })[] = invoiceRows.rows.map((row) => ({
      id: Number(row.id),
      contractId: Number(row.contract_id),
      dueDate: row.due_date,
      status: row.status,
      amountPaidCents: Number(row.paid),
      balanceCents: Number(row.balance),
      invoiceNumber: row.invoice_number,
      achPaid: row.ach_paid,
    }));

    const book = new BatchBook(await nextId(raw, 'ach_batch'), await nextId(raw, 'ach_entry'));
    /** Mandates stopped by a return (R07 revoked, R08 awaiting a new authorisation) from that day on. */
    const stoppedFrom = new Map<number, string>();
    const live = (mandate: SeedMandate | undefined, effective: string): mandate is SeedMandate =>
      mandate !== undefined &&
      mandate.prenote === 'VERIFIED' &&
      mandate.liveFrom !== null &&
      mandate.liveFrom <= effective &&
      !((stoppedFrom.get(mandate.id) ?? '9999') <= effective);
    const collect = (
      effective: string,
      picked: readonly (SeedInvoice & { achPaid: boolean })[],
      status: (sec: 'CCD' | 'PPD') => SeedBatchStatus | undefined,
      amountOf: (invoice: SeedInvoice) => number,
    ) => {
      const made: SeedBatch[] = [];
      for (const sec of ['CCD', 'PPD'] as const) {
        const mine = picked.filter((invoice) => byContract.get(invoice.contractId)!.secCode === sec);
        const state = status(sec);
        if (mine.length === 0 || state === undefined) continue;
        const batch = book.add({
          purpose: 'COLLECTION',
          secCode: sec,
          description: 'LEASE PMT',
          effectiveDate: effective,
          status: state,
          modifier: null,
          reversalOf: null,
          rejectReason: null,
        });
        for (const invoice of mine) {
          const mandate = byContract.get(invoice.contractId)!;
          const settled = state === 'SETTLED' || state === 'CLOSED';
          book.entry(batch, {
            mandate,
            invoice,
            routing: mandate.routing,
            account: mandate.account,
            transactionCode: debitCode(mandate),
            amountCents: amountOf(invoice),
            status: settled ? 'SETTLED' : state === 'TRANSMITTED' ? 'SENT' : 'SCHEDULED',
            holdReason: null,
            trace: null,
            presentment: 1,
            reinitiationOf: null,
          });
        }
        made.push(batch);
      }
      return made;
    };

    // ── Settled history: two-week windows of invoices paid by ACH, one batch per SEC code each.
    const windows: { from: string; to: string }[] = [];
    for (
      let end = plusDays(today, -HISTORY_DAYS);
      end <= plusDays(today, -7);
      end = plusDays(end, WINDOW_DAYS)
    )
      windows.push({ from: plusDays(end, -WINDOW_DAYS), to: end });
    const returnsWindow = windows.reduce(
      (best, window, at) =>
        Math.abs(Date.parse(window.to) - Date.parse(plusDays(today, -42))) <
        Math.abs(Date.parse(windows[best]!.to) - Date.parse(plusDays(today, -42)))
          ? at
          : best,
      0,
    );
    const posted: PostedReturn[] = [];
    let returnsBatch: SeedBatch | undefined;
    let retryBatch: SeedBatch | undefined;
    const history: SeedBatch[] = [];
    for (const [index, window] of windows.entries()) {
      const effective = bankingDayOnOrBefore(window.to);
      const picked = invoices.filter(
        (invoice) =>
          invoice.dueDate > window.from &&
          invoice.dueDate <= window.to &&
          invoice.status === 'PAID' &&
          invoice.achPaid &&
          invoice.amountPaidCents > 0 &&
          live(byContract.get(invoice.contractId), effective),
      );
      const closed = effective < plusDays(today, -30);
      const made = collect(
        effective,
        picked,
        () => (closed ? 'CLOSED' : 'SETTLED'),
        (i) => i.amountPaidCents,
      );
      history.push(...made);
      if (index !== returnsWindow) continue;
      returnsBatch = made.find((batch) => batch.secCode === 'CCD') ?? made[0]!;
      const returnDate = addBankingDays(effective, 2);
      const used = new Set<number>();
      const candidates = returnsBatch.entries.filter((entry) => {
        if (used.has(entry.mandate.id)) return false;
        used.add(entry.mandate.id);
        return true;
      });
      const step = Math.max(1, Math.floor(candidates.length / RETURNS.length));
      RETURNS.forEach((code, at) => {
        const entry = candidates[at * step]!;
        const mandate = entry.mandate;
        let corrected: string | null = null;
        if (code === 'C01') corrected = digits(random, 10);
        if (code === 'C02') corrected = DEMO_ROUTINGS.find((routing) => routing !== mandate.routing)!;
        if (code === 'R07' || code === 'R08') stoppedFrom.set(mandate.id, returnDate);
        posted.push({ entry, code, returnDate, correctedData: corrected, outcome: '' });
      });
      // The first R01 is presented again ("RETRY PMT", presentment 2) and settles.
      const first = posted[0]!;
      const retryDay = addBankingDays(returnDate, 3);
      retryBatch = book.add({
        purpose: 'REINITIATION',
        secCode: returnsBatch.secCode,
        description: 'RETRY PMT',
        effectiveDate: retryDay,
        status: retryDay < plusDays(today, -30) ? 'CLOSED' : 'SETTLED',
        modifier: null,
        reversalOf: null,
        rejectReason: null,
      });
      book.entry(retryBatch, {
        ...first.entry,
        status: 'SETTLED',
        trace: null,
        presentment: 2,
        reinitiationOf: first.entry.id,
      });
      // NOCs are applied to the mandate before its next entry: later entries debit the corrected account.
      for (const noc of posted) {
        if (noc.code === 'C01') noc.entry.mandate.account = noc.correctedData!;
        if (noc.code === 'C02') noc.entry.mandate.routing = noc.correctedData!;
      }
    }
    for (const one of posted) {
      one.entry.status = one.code.startsWith('R') ? 'RETURNED' : 'SETTLED';
    }
    // The latest settled CCD batch was re-opened before it went (file A voided), regenerated as file B.
    const reopened = [...history]
      .reverse()
      .find((batch) => batch.secCode === 'CCD' && batch !== returnsBatch)!;

    // ── The next banking days: open invoices, batches left in every state of the lifecycle.
    const upcoming: SeedBatch[] = [];
    let from = plusDays(today, -3);
    for (let k = 1; k <= 10 && upcoming.length < UPCOMING.length; k += 1) {
      const effective = addBankingDays(today, k);
      const picked = invoices.filter(
        (invoice) =>
          invoice.dueDate > from &&
          invoice.dueDate <= effective &&
          invoice.balanceCents > 0 &&
          ['POSTED', 'SENT', 'PARTIALLY_PAID'].includes(invoice.status) &&
          live(byContract.get(invoice.contractId), effective),
      );
      from = effective;
      upcoming.push(
        ...collect(
          effective,
          picked,
          () => UPCOMING[upcoming.length] ?? 'DRAFT',
          (i) => i.balanceCents,
        ),
      );
      // collect() reads the state once per SEC code: renumber so each batch took the next state.
      upcoming.forEach((batch, at) => {
        const state = UPCOMING[at] ?? 'DRAFT';
        batch.status = state;
        for (const entry of batch.entries) entry.status = state === 'TRANSMITTED' ? 'SENT' : 'SCHEDULED';
      });
    }
    // An entry the operator held out of the draft (its invoice free for another batch).
    const draft = upcoming.find((batch) => batch.status === 'DRAFT' && batch.entries.length > 1);
    if (draft) {
      draft.entries[0]!.status = 'HELD';
      draft.entries[0]!.holdReason = 'Lessee disputes the amount; call before releasing';
    }
    // A reversal of the smallest settled batch, drafted and awaiting submission (credits for its debits).
    const reversed = history
      .filter((batch) => batch !== returnsBatch && batch !== reopened)
      .reduce((a, b) => (b.entries.length < a.entries.length ? b : a));
    const reversal = book.add({
      purpose: 'REVERSAL',
      secCode: reversed.secCode,
      description: 'REVERSAL',
      effectiveDate: addBankingDays(today, 2),
      status: 'DRAFT',
      modifier: null,
      reversalOf: reversed.id,
      rejectReason: null,
    });
    for (const entry of reversed.entries)
      book.entry(reversal, {
        ...entry,
        invoice: null,
        transactionCode: creditCode(entry.mandate),
        status: 'SCHEDULED',
        trace: null,
        presentment: 1,
        reinitiationOf: null,
      });

    // ── Files and trace numbers, in the order the files went out.
    const sent = new Set<SeedBatchStatus>([
      'SETTLED',
      'CLOSED',
      'TRANSMITTED',
      'FILE_GENERATED',
      'REOPEN_REQUESTED',
    ]);
    const filed = book.batches
      .filter((batch) => sent.has(batch.status))
      .sort((a, b) => a.effectiveDate.localeCompare(b.effectiveDate) || a.id - b.id);
    let sequence = 0;
    const odfi = settings.odfiRouting.slice(0, 8);
    for (const batch of filed) {
      batch.modifier = batch === reopened ? 'B' : 'A';
      for (const entry of batch.entries)
        if (entry.status !== 'HELD') entry.trace = odfi + String((sequence += 1)).padStart(7, '0');
    }

    // ── What the returns did, in the sentences the import writes.
    for (const one of posted) {
      const { entry } = one;
      const invoice = entry.invoice!;
      const amount = dollars(entry.amountCents);
      const reopenedSentence = `Invoice ${invoice.invoiceNumber} reopened: the ACH payment of ${amount} reversed, balance up by ${amount}, reason ${described(one.code)}.`;
      const mandate = entry.mandate;
      if (one.code === 'R01' && one === posted[0])
        one.outcome = `${reopenedSentence} Reinitiation 1 of 2 allowed: a "RETRY PMT" entry went in batch ${retryBatch!.name} and settled; the invoice is paid again.`;
      else if (one.code === 'R01')
        one.outcome = `${reopenedSentence} Reinitiation allowed (at most twice within 180 days); none made yet: collections is calling the lessee.`;
      else if (one.code === 'R07')
        one.outcome = `${reopenedSentence} Not reinitiated: R07 is never reinitiated. Mandate revoked.`;
      else if (one.code === 'R08')
        one.outcome = `${reopenedSentence} Not reinitiated without a new authorisation. Mandate marked as needing a new authorisation.`;
      else if (one.code === 'R03')
        one.outcome = `${reopenedSentence} Not reinitiated until the lessee gives a correct account.`;
      else if (one.code === 'C01')
        one.outcome = `Mandate ${mandate.id} corrected (${described('C01')}): account ending ${original.get(mandate.id)!.account.slice(-4)} is now ending ${mandate.account.slice(-4)}, applied before the next entry.`;
      else
        one.outcome = `Mandate ${mandate.id} corrected (${described('C02')}): routing ${original.get(mandate.id)!.routing} is now ${mandate.routing}, applied before the next entry.`;
      if (one.code.startsWith('R')) {
        entry.status = 'RETURNED';
      }
    }

    // ── Rows.
    const revokedOn = (m: SeedMandate) => {
      const hit = posted.find((one) => one.entry.mandate === m && one.code === 'R07');
      return hit?.returnDate ?? null;
    };
    await insertRows(
      raw,
      'ach_mandate',
      mandates.map((m) => {
        const noc = posted.find((one) => one.entry.mandate === m && one.code.startsWith('C'));
        return {
          id: m.id,
          contract_id: m.contract.id,
          account_holder_name: m.holder,
          routing_number: m.routing,
          account_number_cipher: cipher.encrypt(m.account),
          account_last4: m.account.slice(-4),
          account_type: m.accountType,
          sec_code: m.secCode,
          authorized_at: m.authorizedAt,
          auth_method: m.authMethod,
          revoked_at: revokedOn(m),
          revoked_reason: revokedOn(m) ? 'R07: authorisation revoked by the customer (return posted)' : null,
          needs_new_authorization: posted.some((one) => one.entry.mandate === m && one.code === 'R08'),
          prenote_status: m.prenote,
          prenote_settled_on: m.prenoteSettledOn,
          live_from: m.liveFrom,
          last_noc_code: noc?.code ?? null,
          last_noc_applied_at: noc ? at(addBankingDays(noc.returnDate, 1), 14) : null,
          created_by: maker,
          created_at: at(m.authorizedAt, 15),
          updated_at: at(m.authorizedAt, 15),
        };
      }),
    );
    const madeOn = (batch: SeedBatch) =>
      batch.effectiveDate > today ? today : addBankingDays(batch.effectiveDate, -2);
    // Each batch that went to file has its real file in Downloads, hashed over its bytes.
    const files = new Map<number, SavedFile>();
    for (const batch of filed) {
      const text = seedAchFileText(batch, settings, at(madeOn(batch), 17));
      files.set(batch.id, await storeSeedAchFile(trx, `${batch.name}-${batch.modifier}.ach`, text, checker));
    }
    const stamp = (batch: SeedBatch) => {
      const made = madeOn(batch);
      const file = files.get(batch.id);
      const status = batch.status;
      const submitted = status !== 'DRAFT';
      const approved = !['DRAFT', 'PENDING_APPROVAL', 'REJECTED'].includes(status);
      const settled = status === 'SETTLED' || status === 'CLOSED';
      const totals = batchTotals(batch);
      return {
        id: batch.id,
        batch_name: batch.name,
        purpose: batch.purpose,
        company_name: settings.companyName,
        company_id: settings.companyId,
        sec_code: batch.secCode,
        service_class: batch.purpose === 'REVERSAL' ? 220 : 225,
        entry_description: batch.description,
        effective_date: batch.effectiveDate,
        same_day: false,
        entry_count: totals.count,
        debit_total: money(totals.debit),
        credit_total: money(totals.credit),
        entry_hash: totals.hash.toString(),
        status,
        reversal_of_batch_id: batch.reversalOf,
        created_by: maker,
        submitted_by: submitted ? maker : null,
        submitted_at: submitted ? at(made, 14) : null,
        approved_by: approved ? checker : null,
        approved_at: approved ? at(made, 16) : null,
        rejected_by: status === 'REJECTED' ? checker : null,
        rejected_at: status === 'REJECTED' ? at(made, 16) : null,
        reject_reason:
          status === 'REJECTED'
            ? 'Two entries repeat last week’s debits for the same contracts; check the due invoices and resubmit.'
            : null,
        file_id_modifier: batch.modifier,
        file_name: batch.modifier ? `${batch.name}-${batch.modifier}.ach` : null,
        file_hash: file?.sha256 ?? null,
        file_id: file?.id ?? null,
        generated_at: batch.modifier ? at(made, 17) : null,
        transmitted_at:
          batch.modifier && status !== 'FILE_GENERATED' && status !== 'REOPEN_REQUESTED'
            ? at(made, 19)
            : null,
        transmitted_by:
          batch.modifier && status !== 'FILE_GENERATED' && status !== 'REOPEN_REQUESTED' ? maker : null,
        transmit_mode:
          batch.modifier && status !== 'FILE_GENERATED' && status !== 'REOPEN_REQUESTED' ? 'DOWNLOAD' : null,
        settled_at: settled ? at(batch.effectiveDate, 18) : null,
        closed_at: status === 'CLOSED' ? at(addBankingDays(batch.effectiveDate, 5), 18) : null,
        created_at: at(made, 13),
        updated_at: at(settled ? batch.effectiveDate : made, 18),
      };
    };
    await insertRows(raw, 'ach_batch', book.batches.map(stamp));
    const ciphers = new Map<string, string>();
    const encrypted = (account: string) => {
      let value = ciphers.get(account);
      if (!value) ciphers.set(account, (value = cipher.encrypt(account)));
      return value;
    };
    const entries = book.batches.flatMap((batch) => batch.entries);
    const returnOf = new Map(posted.map((one) => [one.entry.id, one]));
    await insertRows(
      raw,
      'ach_entry',
      entries.map((entry) => {
        const ret = returnOf.get(entry.id);
        const isReturn = ret?.code.startsWith('R') ?? false;
        return {
          id: entry.id,
          batch_id: entry.batch.id,
          contract_id: entry.mandate.contract.id,
          mandate_id: entry.mandate.id,
          invoice_id: entry.invoice?.id ?? null,
          receiver_name: entry.mandate.holder.slice(0, 22),
          individual_id: entry.mandate.contract.contractNumber.slice(0, 15),
          routing_number: entry.routing,
          account_number_cipher: encrypted(entry.account),
          account_last4: entry.account.slice(-4),
          account_type: entry.mandate.accountType,
          transaction_code: entry.transactionCode,
          amount: money(entry.amountCents),
          status: entry.status,
          hold_reason: entry.holdReason,
          trace_number: entry.trace,
          presentment: entry.presentment,
          reinitiation_of_entry_id: entry.reinitiationOf,
          return_code: isReturn ? ret!.code : null,
          return_date: isReturn ? ret!.returnDate : null,
          return_reason: isReturn ? described(ret!.code) : null,
          noc_code: ret && !isReturn ? ret.code : null,
          corrected_data: ret && !isReturn ? ret.correctedData : null,
          created_at: at(
            entry.batch.effectiveDate > today ? today : addBankingDays(entry.batch.effectiveDate, -2),
            13,
          ),
        };
      }),
    );
    const pendingReopen = upcoming.find((batch) => batch.status === 'REOPEN_REQUESTED');
    const reopenRows = [
      {
        batch_id: reopened.id,
        requested_by: maker,
        requested_at: at(addBankingDays(reopened.effectiveDate, -2), 17),
        reason:
          'Two lessees moved their debit date after the file was generated; remove their entries and regenerate.',
        status: 'APPROVED',
        decided_by: checker,
        decided_at: at(addBankingDays(reopened.effectiveDate, -2), 18),
        decision_note: 'Agreed: entries removed, file regenerated with modifier B.',
        voided_file_name: `${reopened.name}-A.ach`,
      },
      ...(pendingReopen
        ? [
            {
              batch_id: pendingReopen.id,
              requested_by: maker,
              requested_at: at(today, 17),
              reason:
                'A lessee called: the amount on one entry is last month’s; re-open to correct it before transmission.',
              status: 'PENDING',
              decided_by: null,
              decided_at: null,
              decision_note: null,
              voided_file_name: null,
            },
          ]
        : []),
    ];
    await insertRows(raw, 'ach_reopen_request', reopenRows);

    // The return / NOC file the bank sent back for the returns batch, posted.
    const returnDate = posted[0]!.returnDate;
    const fileName = `RETURNS-${returnDate.replaceAll('-', '')}.ach`;
    const fileRow = {
      id: await nextId(raw, 'ach_return_file'),
      file_name: fileName,
      file_hash: createHash('sha256').update(`demo ${fileName}`).digest('hex'),
      source: 'SFTP',
      imported_by: maker,
      imported_at: at(returnDate, 15),
      return_count: posted.filter((one) => one.code.startsWith('R')).length,
      noc_count: posted.filter((one) => one.code.startsWith('C')).length,
      unmatched_count: 0,
      duplicate_count: 0,
    };
    await insertRows(raw, 'ach_return_file', [fileRow]);
    await insertRows(
      raw,
      'ach_return',
      posted.map((one) => ({
        return_file_id: fileRow.id,
        entry_id: one.entry.id,
        original_trace: one.entry.trace!,
        kind: one.code.startsWith('R') ? 'RETURN' : 'NOC',
        code: one.code,
        amount: money(one.code.startsWith('R') ? one.entry.amountCents : 0),
        return_date: one.returnDate,
        corrected_data: one.correctedData,
        outcome: one.outcome.slice(0, 500),
        created_at: at(one.returnDate, 15),
      })),
    );

    // ── Payments: each settled entry's ACH payment carries its trace; returns reverse theirs and reopen
    // the invoice, the reinitiated one is paid again by its second presentment.
    const settledEntries = entries.filter(
      (entry) =>
        entry.invoice &&
        entry.trace &&
        (entry.status === 'SETTLED' || entry.status === 'RETURNED') &&
        entry.presentment === 1,
    );
    await sql`update payment p set reference = u.trace
      from unnest(${settledEntries.map((e) => e.invoice!.id)}::int[], ${settledEntries.map((e) => e.trace!)}::text[])
        as u(invoice_id, trace)
      where p.invoice_id = u.invoice_id and p.method = 'ACH' and p.status = 'APPLIED'`.execute(raw);
    const returns = posted.filter((one) => one.code.startsWith('R'));
    await sql`update payment p set status = case when u.code = 'R01' then 'NSF' else 'REVERSED' end
      from unnest(${returns.map((one) => one.entry.invoice!.id)}::int[], ${returns.map((one) => one.code)}::text[])
        as u(invoice_id, code)
      where p.invoice_id = u.invoice_id and p.method = 'ACH' and p.status = 'APPLIED'`.execute(raw);
    const reopenedInvoices = returns.filter((one) => one !== posted[0]);
    await sql`update invoice i set amount_paid = i.amount_paid - u.cents / 100.0, balance = i.balance + u.cents / 100.0,
        status = case when i.amount_paid - u.cents / 100.0 > 0 then 'PARTIALLY_PAID'
          when i.sent_at is not null then 'SENT' else 'POSTED' end
      from unnest(${reopenedInvoices.map((one) => one.entry.invoice!.id)}::int[],
        ${reopenedInvoices.map((one) => one.entry.amountCents)}::bigint[]) as u(id, cents)
      where i.id = u.id`.execute(raw);
    const retry = retryBatch!.entries[0]!;
    await sql`insert into payment (contract_id, invoice_id, received_date, amount, method, reference, status, created_at)
      values (${retry.mandate.contract.id}, ${retry.invoice!.id}, ${retryBatch!.effectiveDate}::date,
        ${money(retry.amountCents)}::numeric, 'ACH', ${retry.trace!}, 'APPLIED', ${at(retryBatch!.effectiveDate, 18)}::timestamptz)`.execute(
      raw,
    );

    for (const table of ACH_TABLES) await syncSequence(raw, table);
    if (sequence > 0) await sql`select setval('ach_trace_seq', ${sequence})`.execute(raw);
    await refreshDelinquency(raw, today, [...new Set(returns.map((one) => one.entry.mandate.contract.id))]);
    for (const table of ACH_TABLES)
      await sql`select pg_notify('lendline_table_change', ${table})`.execute(raw);
    return true;
  });
}
