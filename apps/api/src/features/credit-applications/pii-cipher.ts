import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

const VERSION = 'v1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * AES-256-GCM for the personal numbers of credit applications. A stored value is
 * `v1:` + base64(iv | tag | ciphertext): a fresh random IV per value, so equal numbers never look alike,
 * and the tag makes a swapped or edited value fail to decrypt rather than read as something else. The
 * version prefix leaves room for another key or algorithm later.
 */
export class PiiCipher {
  readonly #key: Buffer;

  constructor(key: Buffer) {
    if (key.length !== 32) throw new Error('The PII key must be 32 bytes');
    this.#key = Buffer.from(key);
  }

  encrypt(plain: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.#key, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return VERSION + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
  }

  decrypt(stored: string): string {
    if (!stored.startsWith(VERSION)) throw new Error('Unknown ciphertext version');
    const bytes = Buffer.from(stored.slice(VERSION.length), 'base64');
    const decipher = createDecipheriv('aes-256-gcm', this.#key, bytes.subarray(0, IV_BYTES));
    decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString(
      'utf8',
    );
  }

  /** A keyed hash (hex) for values kept only to be compared, such as the sender's address. */
  fingerprint(value: string): string {
    return createHmac('sha256', this.#key).update(value).digest('hex');
  }
}
