import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/lib/logger.ts';
import { PiiCipher } from '../../src/features/credit-applications/pii-cipher.ts';
import { loadPiiKey, PII_KEY_FILE } from '../../src/features/credit-applications/pii-key.ts';
import { loadEnv } from '../../src/env.ts';

const key = Buffer.alloc(32, 7);
const dirs: string[] = [];
const tempDir = async () => {
  const dir = await mkdtemp(join(tmpdir(), 'lendline-pii-'));
  dirs.push(dir);
  return dir;
};
const capture = () => {
  const lines: string[] = [];
  return { lines, logger: createLogger('debug', (line) => lines.push(line)) };
};

afterEach(async () => {
  while (dirs.length > 0) await rm(dirs.pop()!, { recursive: true, force: true });
});

describe('PiiCipher', () => {
  it('round-trips a value through v1: ciphertext that never repeats', () => {
    const cipher = new PiiCipher(key);
    const once = cipher.encrypt('987654329');
    const twice = cipher.encrypt('987654329');
    expect(once).toMatch(/^v1:[A-Za-z0-9+/]+=*$/);
    expect(once).not.toBe(twice);
    expect(once).not.toContain('987654329');
    expect(cipher.decrypt(once)).toBe('987654329');
  });

  it('refuses a tampered value, another key and an unknown version', () => {
    const cipher = new PiiCipher(key);
    const stored = cipher.encrypt('123456789');
    const bytes = Buffer.from(stored.slice(3), 'base64');
    bytes.writeUInt8(bytes.readUInt8(bytes.length - 1) ^ 1, bytes.length - 1);
    expect(() => cipher.decrypt(`v1:${bytes.toString('base64')}`)).toThrow();
    expect(() => new PiiCipher(Buffer.alloc(32, 8)).decrypt(stored)).toThrow();
    expect(() => cipher.decrypt(`v2:${stored.slice(3)}`)).toThrow();
    expect(() => new PiiCipher(Buffer.alloc(16))).toThrow();
  });
});

describe('loadPiiKey', () => {
  it('uses PII_ENCRYPTION_KEY when set, without writing a file or warning', async () => {
    const dir = await tempDir();
    const { lines, logger } = capture();
    const loaded = await loadPiiKey({ configured: key.toString('base64'), dataDir: dir, logger });
    expect(loaded.equals(key)).toBe(true);
    expect(lines).toEqual([]);
    await expect(stat(join(dir, PII_KEY_FILE))).rejects.toThrow();
  });

  it('generates one key under DATA_DIR with mode 600, warns, and reads the same key next time', async () => {
    const dir = await tempDir();
    const { lines, logger } = capture();
    const first = await loadPiiKey({ configured: undefined, dataDir: join(dir, 'data'), logger });
    const path = join(dir, 'data', PII_KEY_FILE);
    expect((await stat(path)).mode & 0o777).toBe(0o600);
    expect(Buffer.from((await readFile(path, 'utf8')).trim(), 'base64').equals(first)).toBe(true);
    expect(lines.some((line) => line.includes('production must set PII_ENCRYPTION_KEY'))).toBe(true);
    const again = await loadPiiKey({ configured: undefined, dataDir: join(dir, 'data'), logger });
    expect(again.equals(first)).toBe(true);
    expect(lines.join('\n')).not.toContain(first.toString('base64'));
  });

  it('stops on a damaged key file rather than making a new key that cannot read the old data', async () => {
    const dir = await tempDir();
    await writeFile(join(dir, PII_KEY_FILE), 'not a key\n');
    await expect(
      loadPiiKey({ configured: undefined, dataDir: dir, logger: capture().logger }),
    ).rejects.toThrow(/PII_ENCRYPTION_KEY/);
  });

  it('is checked with the rest of the configuration at start-up', () => {
    expect(() => loadEnv({ PII_ENCRYPTION_KEY: 'c2hvcnQ=' })).toThrow(/PII_ENCRYPTION_KEY/);
    expect(loadEnv({ PII_ENCRYPTION_KEY: key.toString('base64') }).PII_ENCRYPTION_KEY).toBe(
      key.toString('base64'),
    );
    expect(() => loadEnv({ CREDIT_APPLICATIONS_INBOX: 'not-an-address' })).toThrow(
      /CREDIT_APPLICATIONS_INBOX/,
    );
  });
});
