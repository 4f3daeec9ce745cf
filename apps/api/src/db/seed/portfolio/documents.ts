import { renderPdf } from '../../../resources/documents/pdf-document.ts';
import type { Random } from '@lendline/random';
import type { SeedContract } from './contracts.ts';

type DocumentKind =
  'LEASE_AGREEMENT' | 'DELIVERY_ACCEPTANCE' | 'VENDOR_INVOICE' | 'INSURANCE' | 'UCC' | 'OTHER';

/**
 * A one-page PDF that says what it is, so a downloaded demo document opens in any viewer; dated by its
 * upload so the seed gives the same bytes every time.
 */
export function tinyPdf(title: string, createdAt: Date): Promise<Uint8Array> {
  return renderPdf({ title, createdAt }, (page) => page.text(72, 72, title, { size: 14 }));
}

const HEX = '0123456789abcdef';

/**
 * Contract documents (spec: document blobs keyed by a document id, with `isValid`): the lease and the
 * delivery & acceptance for every booked contract, vendor invoices, insurance certificates and UCC
 * filings for some. Metadata only, except a small PDF on the first few dozen; about 2% are marked
 * invalid (a wrong signature page, an expired certificate).
 */
export async function buildDocuments(
  random: Random,
  contracts: readonly SeedContract[],
  uploaders: number[],
  firstId: number,
) {
  const rows: Record<string, unknown>[] = [];
  const files: { row: Record<string, unknown>; title: string }[] = [];
  for (const contract of contracts) {
    const kinds: DocumentKind[] = ['LEASE_AGREEMENT'];
    if (contract.dates.acceptanceDate) kinds.push('DELIVERY_ACCEPTANCE');
    if (random.next() < 0.3) kinds.push('VENDOR_INVOICE');
    if (random.next() < 0.12) kinds.push('INSURANCE');
    if (contract.terms.equipmentCostCents >= 5_000_000) kinds.push('UCC');
    if (random.next() < 0.03) kinds.push('OTHER');
    const day = contract.dates.acceptanceDate ?? contract.dates.approvalDate;
    for (const kind of kinds) {
      const id = firstId + rows.length;
      const name = `${contract.contractNumber} ${kind.toLowerCase().replace(/_/g, ' ')}.pdf`;
      const withFile = rows.length < 40;
      const row: Record<string, unknown> = {
        id,
        document_id: `doc_${Array.from({ length: 24 }, () => HEX[random.int(0, 15)]).join('')}`,
        contract_id: contract.id,
        name,
        kind,
        content_type: 'application/pdf',
        size_bytes: withFile ? 0 : random.int(40_000, 2_400_000),
        content: null,
        is_valid: random.next() >= 0.02,
        uploaded_by: uploaders.length > 0 ? random.pick(uploaders) : null,
        uploaded_at: `${day}T${String(13 + random.int(0, 8)).padStart(2, '0')}:${String(random.int(0, 59)).padStart(2, '0')}:00.000Z`,
      };
      rows.push(row);
      if (withFile) files.push({ row, title: `${contract.contractNumber}: ${kind}` });
    }
  }
  // Each file is dated by its row's upload time, drawn last; rendering after the loop keeps the random
  // draws, and so every row, as the seed has always made them.
  for (const { row, title } of files) {
    const content = await tinyPdf(title, new Date(String(row.uploaded_at)));
    row.size_bytes = content.length;
    row.content = `\\x${Buffer.from(content).toString('hex')}`;
  }
  return rows;
}

const NOTES = {
  GENERAL: [
    'Welcome call done; lessee confirmed the billing contact.',
    'Lessee asked for a copy of the signed lease; sent from the document list.',
    'Address change received by e-mail; updated the bill-to address.',
  ],
  COLLECTIONS: [
    'Called the lessee about the past-due payment; promised to pay by Friday.',
    'Left a voicemail for the owner; second notice sent.',
    'Payment arrangement agreed: two payments over the next 30 days.',
    'Lessee disputes the late fee; escalated to the AR specialist.',
  ],
  BILLING: [
    'Switched to ACH after the signed authorization came in.',
    'Tax exemption certificate received and filed.',
    'Invoice re-sent to the new AP mailbox.',
  ],
  CUSTOMER_SERVICE: [
    'Lessee asked for a payoff quote good through month end.',
    'Insurance certificate requested from the lessee.',
    'Lessee asked about the end-of-term options.',
  ],
} as const;

/** Servicing notes: collections notes on delinquent contracts, a few others spread over the book. */
export function buildNotes(
  random: Random,
  contracts: readonly SeedContract[],
  authors: number[],
  today: string,
  firstId: number,
) {
  const rows: Record<string, unknown>[] = [];
  for (const contract of contracts) {
    const count = contract.daysPastDue > 0 ? random.int(1, 3) : random.next() < 0.45 ? random.int(1, 2) : 0;
    for (let index = 0; index < count; index += 1) {
      const category =
        contract.daysPastDue > 0 && index === 0
          ? 'COLLECTIONS'
          : random.pick(['GENERAL', 'BILLING', 'CUSTOMER_SERVICE', 'GENERAL'] as const);
      const start =
        contract.dates.commencementDate < today
          ? contract.dates.commencementDate
          : contract.dates.applicationDate;
      const end = contract.dates.closedDate ?? today;
      const span = Math.max(1, (Date.parse(end) - Date.parse(start)) / 86_400_000);
      const atMs =
        Date.parse(`${start}T00:00:00Z`) +
        Math.floor(random.next() * span) * 86_400_000 +
        random.int(13, 22) * 3_600_000;
      rows.push({
        id: firstId + rows.length,
        contract_id: contract.id,
        author_id: authors.length > 0 ? random.pick(authors) : null,
        at: new Date(Math.min(atMs, Date.parse(`${today}T00:00:00Z`) - 3_600_000)).toISOString(),
        category,
        text: random.pick(NOTES[category]),
      });
    }
  }
  return rows;
}
