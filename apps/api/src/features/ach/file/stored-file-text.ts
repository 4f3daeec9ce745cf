import { createHash } from 'node:crypto';
import type { FileStore } from '../../../jobs/file-store.ts';

/** A generated NACHA file read back from Downloads whole (a file is ~95 bytes an entry), and its SHA-256. */
export async function storedFileBytes(
  files: FileStore,
  fileId: number,
): Promise<{ bytes: Buffer; sha256: string }> {
  const chunks: Buffer[] = [];
  for await (const chunk of files.open(fileId)) chunks.push(Buffer.from(chunk));
  const bytes = Buffer.concat(chunks);
  return { bytes, sha256: createHash('sha256').update(bytes).digest('hex') };
}
