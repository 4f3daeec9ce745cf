import type { Draws } from '@lendline/random';
import { drawsFrom } from '@lendline/random/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describeRecord } from '../layouts/describe-record.ts';
import type { AchFile } from '../model.ts';
import { createAchStreamReader } from '../stream/stream-reader.ts';
import { randomChunks } from '../testing/chunks.ts';
import { fixture, fixturePaths } from '../testing/fixtures.ts';
import { readAchFile } from './read-ach-file.ts';

// Whatever the input, the reader returns a well-formed result, and the stream reader agrees with it.
const POOL = [...'0123456789 156789ABCZaz*\\~\t\r\n\n\n', 'é', '¦', '\u2019', '😀', '\0', '\uFFFD'];

function mutate(text: string, random: Draws): string {
  let result = text;
  for (let edits = random.int(1, 8); edits > 0; edits--) {
    const at = random.int(0, result.length);
    const lines = result.split('\n');
    const line = random.int(0, lines.length - 1);
    switch (random.int(0, 6)) {
      case 0:
        result = result.slice(0, at) + random.pick(POOL) + result.slice(at + 1);
        break;
      case 1:
        result = result.slice(0, at) + result.slice(at + random.int(1, 120));
        break;
      case 2:
        result = result.slice(0, at) + random.pick(POOL).repeat(random.int(1, 100)) + result.slice(at);
        break;
      case 3:
        lines.splice(line, 0, lines[random.int(0, lines.length - 1)]!);
        result = lines.join('\n');
        break;
      case 4:
        lines.splice(line, 1);
        result = lines.join('\n');
        break;
      case 5:
        result = result.slice(0, at);
        break;
      default:
        lines[line] = random.pick([...'156789X ']) + (lines[line] ?? '').slice(1);
        result = lines.join('\n');
    }
  }
  return result;
}

function expectWellFormed(file: AchFile): void {
  const malformed = file.problems.filter(
    (problem) =>
      problem.code === 'ReaderFailure' ||
      !['error', 'warning'].includes(problem.severity) ||
      problem.message.length === 0 ||
      (problem.line !== null && problem.line < 1),
  );
  expect(malformed).toEqual([]);
  const misnumbered = file.records.filter((record, i) => record.line !== i + 1 || record.text.length !== 94);
  expect(misnumbered).toEqual([]);
}

function expectStreamAgrees(input: string | Uint8Array, file: AchFile, random: Draws): void {
  const reader = createAchStreamReader();
  for (const chunk of randomChunks(input, random, 300)) reader.push(chunk);
  const { summary } = reader.end();
  expect(summary.problems).toEqual(file.problems);
  expect(summary.stored).toEqual(file.stored);
  expect(summary.computed).toEqual(file.computed);
  expect(summary.encoding).toBe(file.encoding);
}

// Generous timeout: each case runs hundreds of inputs through both readers, on CI machines that may be busy.
describe('fuzzing the reader', { timeout: 60_000 }, () => {
  // size 'max': inputs reach the full length, not only the short ones fast-check prefers.
  const texts = (maxLength: number) =>
    fc.array(fc.constantFrom(...POOL), { maxLength, size: 'max' }).map((chars) => chars.join(''));

  it('survives random bytes (400 inputs)', () => {
    const property = fc.property(fc.uint8Array({ maxLength: 1500, size: 'max' }), fc.gen(), (bytes, g) => {
      const file = readAchFile(bytes);
      expectWellFormed(file);
      expectStreamAgrees(bytes, file, drawsFrom(g));
    });
    fc.assert(property, { numRuns: 400, seed: 1 });
  });

  it('survives random text made of ACH-looking characters (400 inputs)', () => {
    const property = fc.property(texts(2500), fc.gen(), (text, g) => {
      const file = readAchFile(text);
      expectWellFormed(file);
      expectStreamAgrees(text, file, drawsFrom(g));
    });
    fc.assert(property, { numRuns: 400, seed: 2 });
  });

  it.each(fixturePaths())('survives 25 random mutations of %s', (path) => {
    const original = fixture(path).toString('utf8');
    const property = fc.property(fc.gen(), (g) => {
      const random = drawsFrom(g);
      const text = mutate(original, random);
      const file = readAchFile(text);
      expectWellFormed(file);
      expectStreamAgrees(text, file, random);
    });
    fc.assert(property, { numRuns: 25, seed: path.length * 7919 });
  });

  it('describes any line without throwing', () => {
    const contexts = fc.record({
      secCode: fc.constantFrom('PPD', 'CTX', 'IAT', 'ADV', ''),
      iat: fc.nat(99).map((percent) => percent < 20),
    });
    const property = fc.property(texts(200), contexts, (line, context) => {
      const fields = describeRecord(line, context);
      if (fields.length > 0) expect(fields.at(-1)!.end).toBe(94);
    });
    fc.assert(property, { numRuns: 2000, seed: 3 });
  });
});
