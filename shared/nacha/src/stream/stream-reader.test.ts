import { createRandom } from '@lendline/random';
import { describe, expect, it } from 'vitest';
import { readAchFile } from '../read/read-ach-file.ts';
import { randomChunks } from '../testing/chunks.ts';
import { fixture, fixturePaths, largeFixture } from '../testing/fixtures.ts';
import { createAchStreamReader, readAchStream, type BatchSummary } from './stream-reader.ts';

function streamed(chunks: (string | Uint8Array)[]) {
  const reader = createAchStreamReader();
  const batches: BatchSummary[] = [];
  const problems = [];
  for (const chunk of chunks) {
    const update = reader.push(chunk);
    batches.push(...update.batches);
    problems.push(...update.problems);
  }
  const last = reader.end();
  batches.push(...last.batches);
  problems.push(...last.problems);
  return { batches, problems, summary: last.summary };
}

describe('the stream reader', () => {
  it.each(fixturePaths())('reports what readAchFile reports for %s, whatever the chunk sizes', (path) => {
    const bytes = fixture(path);
    const file = readAchFile(bytes);
    const random = createRandom(path.length);
    for (const chunks of [
      [bytes],
      randomChunks(bytes, random, 7),
      randomChunks(bytes.toString('utf8'), random, 200),
    ]) {
      const { batches, problems, summary } = streamed(chunks);
      expect(summary.problems).toEqual(file.problems);
      expect(problems).toHaveLength(file.problems.length);
      expect(batches).toEqual(file.batches.map(({ entries: _entries, ...batch }) => batch));
      expect(summary).toMatchObject({
        header: file.header,
        control: file.control,
        immediateDestination: file.immediateDestination,
        immediateOrigin: file.immediateOrigin,
        stored: file.stored,
        computed: file.computed,
        lineEnding: file.lineEnding,
        batchCount: file.batches.length,
        entryCount: file.batches.reduce((sum, batch) => sum + batch.entries.length, 0),
        orphanEntryCount: file.orphanEntries.length,
      });
    }
  });

  // Found by the fuzz test: the stream reader held the CR back as half a CRLF and then dropped its line.
  it.each(['\r', '\r\r', `${'1'.padEnd(94)}\r\r`])('reads a final CR as readAchFile does in %j', (text) => {
    expect(streamed([text]).summary.problems).toEqual(readAchFile(text).problems);
    expect(streamed([...text]).summary.problems).toEqual(readAchFile(text).problems);
  });

  it('hands out each batch as soon as its control arrives', () => {
    const text = fixture('returns-noc/return-WEB.ach').toString('latin1');
    const reader = createAchStreamReader();
    const lines = text.split('\n').map((line) => `${line}\n`);
    expect(reader.push(lines.slice(0, 4).join('')).batches).toEqual([]);
    expect(reader.push(lines[4]!).batches.map((batch) => batch.batchNumber)).toEqual(['0000001']);
    expect(reader.push(lines.slice(5).join('')).batches.map((batch) => batch.batchNumber)).toEqual([
      '0000002',
    ]);
    expect(reader.end()).toMatchObject({
      batches: [],
      problems: [],
      summary: { batchCount: 2, entryCount: 2 },
    });
  });

  // A generous timeout: 9.6 MB on a busy CI machine. Speed itself is measured by bench/read-large.ts.
  it('reads the 100,000-entry file in chunks, keeping no entries', { timeout: 60_000 }, async () => {
    const bytes = largeFixture();
    async function* chunks() {
      for (let at = 0; at < bytes.length; at += 65_536) yield bytes.subarray(at, at + 65_536);
    }
    let batches = 0;
    const summary = await readAchStream(chunks(), (batch) => {
      batches++;
      expect(batch).not.toHaveProperty('entries');
    });
    expect(batches).toBe(200);
    expect(summary).toMatchObject({ batchCount: 200, entryCount: 100_199, addendaCount: 0, problems: [] });
    expect(summary.computed).toEqual(summary.stored);
    expect(summary.recordCount).toBe(100_610);
  });
});
