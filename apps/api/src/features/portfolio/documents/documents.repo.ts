import type { DocumentKind } from '@lendline/wire';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../db/schema.ts';

/** The SQL of the document routes, one function per question, so the handlers read as what they do. */

/** A document's stored bytes (null when only its metadata was seeded). */
export async function documentContent(db: Kysely<Database>, id: number): Promise<Uint8Array | null> {
  const row = await db
    .selectFrom('contract_document')
    .select(['content'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return (row.content as Uint8Array | null) ?? null;
}

export interface NewDocument {
  documentId: string;
  contractId: number;
  name: string;
  kind: DocumentKind;
  contentType: string;
  content: Buffer;
  uploadedBy: number;
}

/** Stores an uploaded document; answers its id. */
export async function insertDocument(trx: Transaction<Database>, document: NewDocument): Promise<number> {
  const { id } = await trx
    .insertInto('contract_document')
    .values({
      document_id: document.documentId,
      contract_id: document.contractId,
      name: document.name,
      kind: document.kind,
      content_type: document.contentType,
      size_bytes: document.content.byteLength,
      content: document.content,
      uploaded_by: document.uploadedBy,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id as number;
}
