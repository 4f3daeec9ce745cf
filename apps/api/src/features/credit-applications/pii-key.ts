import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Logger } from '../../lib/logger.ts';

export const PII_KEY_BYTES = 32;
export const PII_KEY_FILE = 'pii-encryption.key';

/** A base64 text of exactly 32 bytes, or undefined (env.ts says why, at start-up). */
export function decodePiiKey(text: string): Buffer | undefined {
  const trimmed = text.trim();
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(trimmed)) return undefined;
  const key = Buffer.from(trimmed, 'base64');
  return key.length === PII_KEY_BYTES ? key : undefined;
}

/**
 * The key applicants' personal numbers are encrypted with: `PII_ENCRYPTION_KEY` when set; otherwise
 * the one this installation generated under DATA_DIR on its first start (created with mode 600), with a
 * warning each start, because a key beside the data protects nothing against a copied disk and is lost
 * with a container that is not the one holding the data.
 */
export async function loadPiiKey(options: {
  configured: string | undefined;
  dataDir: string;
  logger: Logger;
}): Promise<Buffer> {
  if (options.configured) {
    const key = decodePiiKey(options.configured);
    if (!key) throw new Error('PII_ENCRYPTION_KEY must be the base64 text of 32 random bytes');
    return key;
  }
  const dir = resolve(options.dataDir);
  const path = join(dir, PII_KEY_FILE);
  let key: Buffer | undefined;
  try {
    const stored = await readFile(path, 'utf8');
    key = decodePiiKey(stored);
    if (!key)
      throw new Error(`${path} does not hold a base64 key of 32 bytes; restore it or set PII_ENCRYPTION_KEY`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  if (!key) {
    key = randomBytes(PII_KEY_BYTES);
    await mkdir(dir, { recursive: true });
    // `wx`: two servers starting at once on one folder must not each write their own key.
    await writeFile(path, `${key.toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
    await chmod(path, 0o600);
  }
  options.logger.warn(
    'personal data is encrypted with a generated key kept beside the data; production must set PII_ENCRYPTION_KEY',
    { keyFile: path },
  );
  return key;
}
