import type { AchFile } from '../model.ts';

export type TextEncoding = AchFile['encoding'];

// Windows-1252 equals Latin-1 except for 0x80-0x9F, where it has typographic characters; the five bytes it
// leaves undefined map to the C1 control of the same number, as the WHATWG encoding standard says.
const CP1252_HIGH =
  '\u20AC\u0081\u201A\u0192\u201E\u2026\u2020\u2021\u02C6\u2030\u0160\u2039\u0152\u008D\u017D\u008F' +
  '\u0090\u2018\u2019\u201C\u201D\u2022\u2013\u2014\u02DC\u2122\u0161\u203A\u0153\u009D\u017E\u0178';

function decodeWindows1252(bytes: Uint8Array): string {
  let text = '';
  for (let start = 0; start < bytes.length; start += 8192) {
    const codes = Array.from(bytes.subarray(start, start + 8192), (byte) =>
      byte >= 0x80 && byte < 0xa0 ? CP1252_HIGH.charCodeAt(byte - 0x80) : byte,
    );
    text += String.fromCharCode(...codes);
  }
  return text;
}

/**
 * The index of the first byte of 0x80 or more, -1 when every byte is ASCII. Tests four bytes at a time where
 * the bytes are aligned for it: a whole file is scanned before it is decoded, and a callback per byte (as
 * `findIndex` takes) would cost more than the decoding itself.
 *
 * @example
 * firstNonAscii(Uint8Array.of(0x41, 0xc3, 0xa9)); // 1
 */
export function firstNonAscii(bytes: Uint8Array): number {
  let at = 0;
  if (bytes.byteOffset % 4 === 0) {
    const words = new Uint32Array(bytes.buffer, bytes.byteOffset, bytes.length >>> 2);
    let word = 0;
    while (word < words.length && (words[word]! & 0x80808080) === 0) word++;
    at = word * 4;
  }
  while (at < bytes.length && bytes[at]! < 0x80) at++;
  return at < bytes.length ? at : -1;
}

interface Decoder {
  decode(input?: Uint8Array, options?: { stream: boolean }): string;
}
type DecoderConstructor = new (label: string, options?: { fatal: boolean }) => Decoder;

// TextDecoder exists in browsers and Node but is not part of the ES library this package compiles against.
function utf8Decoder(fatal = false): Decoder | null {
  const constructor = (globalThis as { TextDecoder?: DecoderConstructor }).TextDecoder;
  return constructor === undefined ? null : new constructor('utf-8', { fatal });
}

// Whether a well-formed UTF-8 sequence (RFC 3629: no overlongs, no surrogates, nothing past U+10FFFF)
// starts at `at`; 'incomplete' when the bytes end before the sequence can be judged.
function utf8SequenceAt(bytes: Uint8Array, at: number): 'valid' | 'invalid' | 'incomplete' {
  const lead = bytes[at]!;
  const length =
    lead >= 0xc2 && lead <= 0xdf
      ? 2
      : lead >= 0xe0 && lead <= 0xef
        ? 3
        : lead >= 0xf0 && lead <= 0xf4
          ? 4
          : 0;
  if (length === 0) return 'invalid';
  const low = lead === 0xe0 ? 0xa0 : lead === 0xf0 ? 0x90 : 0x80;
  const high = lead === 0xed ? 0x9f : lead === 0xf4 ? 0x8f : 0xbf;
  for (let i = 1; i < length; i++) {
    if (at + i >= bytes.length) return 'incomplete';
    const byte = bytes[at + i]!;
    if (byte < (i === 1 ? low : 0x80) || byte > (i === 1 ? high : 0xbf)) return 'invalid';
  }
  return 'valid';
}

/**
 * Decodes a whole file's bytes the way ByteDecoder decodes them in chunks: ASCII needs no decision; the
 * first non-ASCII character decides, UTF-8 when it starts a well-formed UTF-8 sequence, Windows-1252 when
 * it does not (or when the bytes end inside it).
 *
 * @example
 * decodeBytes(Uint8Array.of(0x41, 0xc3, 0xa9)); // { text: 'Aé', encoding: 'utf-8' }
 */
export function decodeBytes(bytes: Uint8Array): { text: string; encoding: TextEncoding } {
  const utf8 = utf8Decoder();
  const first = firstNonAscii(bytes);
  if (first < 0) return { text: utf8 ? utf8.decode(bytes) : decodeWindows1252(bytes), encoding: 'ascii' };
  // The sequence the lead byte announces, decoded strictly: the WHATWG decoder rejects what RFC 3629 does
  // (overlongs, surrogates, past U+10FFFF); a sequence the end of the file cuts short is no UTF-8 either.
  const lead = bytes[first]!;
  const length = lead < 0xc2 ? 0 : lead < 0xe0 ? 2 : lead < 0xf0 ? 3 : lead < 0xf5 ? 4 : 0;
  const sequence = bytes.subarray(first, first + length);
  let valid = utf8 !== null && length > 0 && sequence.length === length;
  try {
    if (valid) utf8Decoder(true)!.decode(sequence);
  } catch {
    valid = false;
  }
  if (!valid) return { text: decodeWindows1252(bytes), encoding: 'windows-1252' };
  // Two decodes, as ByteDecoder does: a byte order mark right after the ASCII is dropped there too.
  return {
    text: utf8!.decode(bytes.subarray(0, first)) + utf8!.decode(bytes.subarray(first)),
    encoding: 'utf-8',
  };
}

/**
 * Decodes bytes chunk by chunk, for the stream reader. ASCII needs no decision; the first non-ASCII
 * character decides for the whole file: UTF-8 when it is a well-formed UTF-8 sequence, Windows-1252 (what files edited on Windows
 * desktops hold) when it is not. Deciding there, rather than after seeing every byte, is what lets the
 * stream reader decode exactly as readAchFile does, whatever the chunk sizes. In a UTF-8 file, later
 * malformed bytes become U+FFFD, which the validator then reports as non-ASCII field content.
 *
 * @example
 * const decoder = new ByteDecoder();
 * decoder.push(Uint8Array.of(0x41, 0xa6)) + decoder.end(); // 'A¦', decoder.encoding === 'windows-1252'
 */
export class ByteDecoder {
  encoding: TextEncoding = 'ascii';
  private pending: Uint8Array = new Uint8Array(0);
  private readonly utf8 = utf8Decoder();

  // ASCII reads the same in both encodings; the native decoder is the fast way to turn it into text.
  private ascii(bytes: Uint8Array): string {
    return this.utf8 === null ? decodeWindows1252(bytes) : this.utf8.decode(bytes);
  }

  push(chunk: Uint8Array): string {
    if (this.encoding === 'windows-1252') return decodeWindows1252(chunk);
    if (this.encoding === 'utf-8') return this.utf8!.decode(chunk, { stream: true });
    let bytes = chunk;
    if (this.pending.length > 0) {
      bytes = new Uint8Array(this.pending.length + chunk.length);
      bytes.set(this.pending);
      bytes.set(chunk, this.pending.length);
      this.pending = new Uint8Array(0);
    }
    const first = firstNonAscii(bytes);
    if (first === -1) return this.ascii(bytes);
    const verdict = utf8SequenceAt(bytes, first);
    if (verdict === 'incomplete') {
      this.pending = bytes.slice(first);
      return this.ascii(bytes.subarray(0, first));
    }
    if (verdict === 'valid' && this.utf8 !== null) {
      this.encoding = 'utf-8';
      return this.ascii(bytes.subarray(0, first)) + this.utf8.decode(bytes.subarray(first), { stream: true });
    }
    this.encoding = 'windows-1252';
    return decodeWindows1252(bytes);
  }

  /** Decodes what is left: a UTF-8 sequence cut off by the end of the file means it was not UTF-8. */
  end(): string {
    if (this.encoding === 'utf-8') return this.utf8!.decode();
    if (this.pending.length === 0) return '';
    this.encoding = 'windows-1252';
    const rest = decodeWindows1252(this.pending);
    this.pending = new Uint8Array(0);
    return rest;
  }
}
