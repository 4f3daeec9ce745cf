import { describe, expect, it } from 'vitest';
import type { RawRecord } from '../model.ts';
import type { Problems } from '../validate/problem.ts';
import { decodeBytes, firstNonAscii } from './decode.ts';
import { createLineSplitter, splitRecords } from './line-splitter.ts';
import { twoCharsAt } from './record-text.ts';

const RECORD = `6${'2'.repeat(93)}`;

function split(text: string) {
  const records: RawRecord[] = [];
  const problems: Problems = [];
  const lineEnding = splitRecords(text, (record) => records.push(record), problems);
  return { records, problems, lineEnding };
}

function splitInChunks(text: string, size: number) {
  const records: RawRecord[] = [];
  const problems: Problems = [];
  const splitter = createLineSplitter((record) => records.push(record), problems);
  for (let at = 0; at < text.length; at += size) splitter.push(text.slice(at, at + size));
  splitter.end();
  return { records, problems, lineEnding: splitter.lineEnding() };
}

describe('firstNonAscii', () => {
  it('finds the first byte of 0x80 or more at every position and alignment', () => {
    const buffer = new Uint8Array(64).fill(0x41);
    for (let offset = 0; offset < 4; offset++) {
      for (let at = 0; at < 40; at++) {
        const bytes = buffer.slice().subarray(offset, offset + 41);
        expect(firstNonAscii(bytes)).toBe(-1);
        bytes[at] = 0xc3;
        bytes[at + 1] = 0x80;
        expect(firstNonAscii(bytes)).toBe(at);
      }
    }
  });

  it('reads a file with one accent near its end as UTF-8, and plain bytes as ASCII', () => {
    const text = `${'A'.repeat(1001)}é`;
    expect(decodeBytes(new TextEncoder().encode(text))).toEqual({ text, encoding: 'utf-8' });
    expect(decodeBytes(new TextEncoder().encode('ABC')).encoding).toBe('ascii');
  });
});

describe('twoCharsAt', () => {
  it('gives two digits as a string, and anything else as it is written', () => {
    expect(twoCharsAt('627', 1)).toBe('27');
    expect(twoCharsAt('6 7', 1)).toBe(' 7');
    expect(twoCharsAt('6A', 1)).toBe('A');
  });
});

describe('the line splitters', () => {
  it.each([
    ['LF', '\n'],
    ['CRLF', '\r\n'],
    ['CR', '\r'],
  ])('split %s lines into records numbered from 1', (kind, ending) => {
    const text = [RECORD, RECORD, RECORD].join(ending) + ending;
    for (const { records, problems, lineEnding } of [split(text), splitInChunks(text, 7)]) {
      expect(lineEnding).toBe(kind);
      expect(problems).toEqual([]);
      expect(records.map((record) => [record.line, record.text, record.typeCode])).toEqual([
        [1, RECORD, '6'],
        [2, RECORD, '6'],
        [3, RECORD, '6'],
      ]);
    }
  });

  it('tell mixed endings from one kind, and a CR before an LF from a CRLF', () => {
    const text = `${RECORD}\r${RECORD}\n${RECORD}\r\n${RECORD}`;
    for (const size of [1, 95, 96, 1000]) {
      const { records, lineEnding } = splitInChunks(text, size);
      expect(lineEnding).toBe('mixed');
      expect(records).toHaveLength(4);
    }
    const { records, lineEnding } = split(text);
    expect(lineEnding).toBe('mixed');
    expect(records).toHaveLength(4);
    expect(split(`${RECORD}\r\r\n${RECORD}`).problems.map((problem) => problem.code)).toEqual(['BlankLine']);
  });

  it('mark lines of 9s, with or without trailing blanks, as filler and nothing else', () => {
    const lines = ['9'.repeat(94), `${'9'.repeat(90)}  \t `, `9${'0'.repeat(93)}`, `${'9'.repeat(93)}8`];
    const { records } = split(lines.join('\n'));
    expect(records.map((record) => record.filler)).toEqual([true, true, false, false]);
  });

  it('read a short line and a blank line with their warnings, the way the whole reader always has', () => {
    const { records, problems } = split(`${RECORD}\n\t \n${RECORD.slice(0, 50)}\n`);
    expect(problems.map((problem) => [problem.code, problem.line])).toEqual([
      ['BlankLine', 2],
      ['RecordWrongLength', 3],
    ]);
    expect(records.map((record) => record.text.length)).toEqual([94, 94, 94]);
  });
});
