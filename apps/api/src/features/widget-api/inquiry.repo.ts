import type { InquirySubmission } from '@lendline/validation';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { PublicKey } from '../../resources/declare-public-route.ts';
import type { WidgetQuote } from './quote-from-program.ts';

interface NewInquiry {
  key: PublicKey;
  idempotencyKey: string;
  submission: InquirySubmission;
  /** Recomputed on the server: what the buyer is quoted is never the browser's word. */
  quote: WidgetQuote;
}

/**
 * Stores a buyer's inquiry and its first status event in one transaction; undefined when a copy of the same
 * submission (same key and Idempotency-Key) got there first: the second waits for the first, then inserts
 * nothing.
 */
export async function insertInquiry(db: Kysely<Database>, inquiry: NewInquiry): Promise<number | undefined> {
  const { key, idempotencyKey, submission, quote } = inquiry;
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('inquiry')
      .values({
        vendor_id: key.vendorId,
        api_key_id: key.id,
        customer_name: submission.customerName,
        business_name: submission.businessName ?? null,
        email: submission.email,
        phone: submission.phone ?? null,
        state: submission.state ?? null,
        equipment_description: submission.equipmentDescription ?? null,
        equipment_cost: quote.equipmentCost,
        term_months: quote.termMonths,
        product_type: quote.productType,
        quoted_payment: quote.payment,
        program_id: quote.programId,
        promo_id: quote.promoId,
        quote: JSON.stringify(quote),
        message: submission.message ?? null,
        source: submission.source,
        status: 'New',
        idempotency_key: idempotencyKey,
      })
      .onConflict((oc) =>
        oc.columns(['api_key_id', 'idempotency_key']).where('idempotency_key', 'is not', null).doNothing(),
      )
      .returning('id')
      .executeTakeFirst();
    if (!row) return undefined;
    await trx
      .insertInto('inquiry_event')
      .values({ inquiry_id: row.id, kind: 'status', from_status: null, to_status: 'New', actor_id: null })
      .execute();
    return row.id;
  });
}

/** The answer an inquiry got when it was received, for a retry with the same Idempotency-Key. */
export async function findInquiryReceipt(db: Kysely<Database>, apiKeyId: number, idempotencyKey: string) {
  const row = await db
    .selectFrom('inquiry')
    .select(['id', 'quote'])
    .where('api_key_id', '=', apiKeyId)
    .where('idempotency_key', '=', idempotencyKey)
    .executeTakeFirst();
  return row && { id: row.id, status: 'New' as const, quote: row.quote as WidgetQuote };
}
