import type { Random } from '../prng.ts';
import type { SeedContract } from './contracts.ts';

type DocumentKind =
  'LEASE_AGREEMENT' | 'DELIVERY_ACCEPTANCE' | 'VENDOR_INVOICE' | 'INSURANCE' | 'UCC' | 'OTHER';

/** A one-page PDF that says what it is, so a downloaded demo document opens in any viewer. */
export function tinyPdf(title: string): Buffer {
  const text = title.replace(/[()\\]/g, '').replace(/[^\x20-\x7e]/g, '?');
  const stream = `BT /F1 14 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const HEX = '0123456789abcdef';

/**
 * Contract documents (spec: document blobs keyed by a document id, with `isValid`): the lease and the
 * delivery & acceptance for every booked contract, vendor invoices, insurance certificates and UCC
 * filings for some. Metadata only, except a small PDF on the first few dozen; about 2% are marked
 * invalid (a wrong signature page, an expired certificate).
 */
export function buildDocuments(
  random: Random,
  contracts: readonly SeedContract[],
  uploaders: number[],
  firstId: number,
) {
  const rows: Record<string, unknown>[] = [];
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
      const content = rows.length < 40 ? tinyPdf(`${contract.contractNumber}: ${kind}`) : null;
      rows.push({
        id,
        document_id: `doc_${Array.from({ length: 24 }, () => HEX[random.int(0, 15)]).join('')}`,
        contract_id: contract.id,
        name,
        kind,
        content_type: 'application/pdf',
        size_bytes: content ? content.length : random.int(40_000, 2_400_000),
        content: content ? `\\x${content.toString('hex')}` : null,
        is_valid: random.next() >= 0.02,
        uploaded_by: uploaders.length > 0 ? random.pick(uploaders) : null,
        uploaded_at: `${day}T${String(13 + random.int(0, 8)).padStart(2, '0')}:${String(random.int(0, 59)).padStart(2, '0')}:00.000Z`,
      });
    }
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
