import { describe, expect, it } from 'vitest';
import { describeRecord } from '../layouts/describe-record.ts';
import type { AchFile } from '../model.ts';
import { createAchStreamReader } from '../stream/stream-reader.ts';
import { randomChunks } from '../testing/chunks.ts';
import { fixture, fixturePaths } from '../testing/fixtures.ts';
import { pick, randomInt, seededRandom } from '../testing/random.ts';
import { readAchFile } from './read-ach-file.ts';

// Whatever the input, the reader returns a well-formed result, and the stream reader agrees with it.
const POOL = [...'0123456789 156789ABCZaz*\\~\t\r\n\n\n', 'é', '¦', '\u2019', '😀', '\0', '\uFFFD'];

function mutate(text: string, random: () => number): string {
  let result = text;
  for (let edits = randomInt(random, 1, 8); edits > 0; edits--) {
    const at = randomInt(random, 0, result.length);
    const lines = result.split('\n');
    const line = randomInt(random, 0, lines.length - 1);
    switch (randomInt(random, 0, 6)) {
      case 0:
        result = result.slice(0, at) + pick(random, POOL) + result.slice(at + 1);
        break;
      case 1:
        result = result.slice(0, at) + result.slice(at + randomInt(random, 1, 120));
        break;
      case 2:
        result =
          result.slice(0, at) + pick(random, POOL).repeat(randomInt(random, 1, 100)) + result.slice(at);
        break;
      case 3:
        lines.splice(line, 0, lines[randomInt(random, 0, lines.length - 1)]!);
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
        lines[line] = pick(random, [...'156789X ']) + (lines[line] ?? '').slice(1);
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

function expectStreamAgrees(input: string | Uint8Array, file: AchFile, random: () => number): void {
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
  it('survives random bytes (400 inputs)', () => {
    const random = seededRandom(1);
    for (let i = 0; i < 400; i++) {
      const bytes = Uint8Array.from({ length: randomInt(random, 0, 1500) }, () => randomInt(random, 0, 255));
      const file = readAchFile(bytes);
      expectWellFormed(file);
      expectStreamAgrees(bytes, file, random);
    }
  });

  it('survives random text made of ACH-looking characters (400 inputs)', () => {
    const random = seededRandom(2);
    for (let i = 0; i < 400; i++) {
      const text = Array.from({ length: randomInt(random, 0, 2500) }, () => pick(random, POOL)).join('');
      const file = readAchFile(text);
      expectWellFormed(file);
      expectStreamAgrees(text, file, random);
    }
  });

  it.each(fixturePaths())('survives 25 random mutations of %s', (path) => {
    const random = seededRandom(path.length * 7919);
    const original = fixture(path).toString('utf8');
    for (let i = 0; i < 25; i++) {
      const text = mutate(original, random);
      const file = readAchFile(text);
      expectWellFormed(file);
      expectStreamAgrees(text, file, random);
    }
  });

  it('describes any line without throwing', () => {
    const random = seededRandom(3);
    for (let i = 0; i < 2000; i++) {
      const line = Array.from({ length: randomInt(random, 0, 200) }, () => pick(random, POOL)).join('');
      const fields = describeRecord(line, {
        secCode: pick(random, ['PPD', 'CTX', 'IAT', 'ADV', '']),
        iat: random() < 0.2,
      });
      if (fields.length > 0) expect(fields.at(-1)!.end).toBe(94);
    }
  });
});
