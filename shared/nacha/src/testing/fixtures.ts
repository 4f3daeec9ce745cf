import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';

/** The moov-io/ach fixtures copied into test-data/ach (see its README). */
export const FIXTURE_DIR = fileURLToPath(new URL('../../test-data/ach/', import.meta.url));

/** A fixture's bytes by its path under test-data/ach, e.g. 'valid-sec/ppd-debit.ach'. */
export function fixture(path: string): Buffer {
  return readFileSync(FIXTURE_DIR + path);
}

/** Every ACH fixture except the large gzip, as paths under test-data/ach. */
export function fixturePaths(): string[] {
  return readdirSync(FIXTURE_DIR, { recursive: true, encoding: 'utf8' })
    .filter((path) => /\.(ach|txt)$/.test(path) && !/LICENSE|NOTICE/.test(path))
    .map((path) => path.replaceAll('\\', '/'))
    .sort();
}

/** The 100,000-entry fixture, gunzipped. */
export function largeFixture(): Buffer {
  return gunzipSync(fixture('large/PPD-200-batches-100000-entries.ach.gz'));
}
