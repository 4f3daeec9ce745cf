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

interface Decoder {
  decode(input: Uint8Array): string;
}
type DecoderConstructor = new (label: string, options: { fatal: boolean }) => Decoder;

// TextDecoder exists in browsers and Node but is not part of the ES library this package compiles against.
function strictUtf8(): Decoder | null {
  const constructor = (globalThis as { TextDecoder?: DecoderConstructor }).TextDecoder;
  return constructor === undefined ? null : new constructor('utf-8', { fatal: true });
}

function isAscii(bytes: Uint8Array): boolean {
  for (let i = 0; i < bytes.length; i++) if (bytes[i]! >= 0x80) return false;
  return true;
}

// Bytes at the end of a chunk that start a UTF-8 sequence the chunk does not finish.
function incompleteTail(bytes: Uint8Array): number {
  for (let back = 1; back <= Math.min(3, bytes.length); back++) {
    const byte = bytes[bytes.length - back]!;
    if (byte < 0x80) return 0;
    if (byte >= 0xc0) {
      const needed = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : 2;
      return needed > back ? back : 0;
    }
  }
  return 0;
}

/**
 * Decodes bytes chunk by chunk: UTF-8 while the bytes are valid UTF-8 (checked strictly), Windows-1252 from
 * the first invalid byte on, since that is what a file edited on a Windows desktop holds. A sequence split
 * across chunks is carried over. Chunks decoded before a switch stay UTF-8, which is what they were.
 */
export class ByteDecoder {
  encoding: TextEncoding = 'ascii';
  private carry: Uint8Array = new Uint8Array(0);
  private readonly utf8 = strictUtf8();

  push(chunk: Uint8Array): string {
    if (this.encoding === 'windows-1252') return decodeWindows1252(chunk);
    let bytes = chunk;
    if (this.carry.length > 0) {
      bytes = new Uint8Array(this.carry.length + chunk.length);
      bytes.set(this.carry);
      bytes.set(chunk, this.carry.length);
    }
    if (isAscii(bytes)) {
      this.carry = new Uint8Array(0);
      return this.utf8 === null ? decodeWindows1252(bytes) : this.utf8.decode(bytes);
    }
    const cut = bytes.length - incompleteTail(bytes);
    this.carry = bytes.slice(cut);
    if (this.utf8 !== null) {
      try {
        const text = this.utf8.decode(bytes.subarray(0, cut));
        this.encoding = 'utf-8';
        return text;
      } catch {
        // Not UTF-8: fall through to Windows-1252.
      }
    }
    this.encoding = 'windows-1252';
    this.carry = new Uint8Array(0);
    return decodeWindows1252(bytes);
  }

  /** Decodes what is left: an unfinished UTF-8 sequence at the very end means the bytes were not UTF-8. */
  end(): string {
    if (this.carry.length === 0) return '';
    this.encoding = 'windows-1252';
    const rest = decodeWindows1252(this.carry);
    this.carry = new Uint8Array(0);
    return rest;
  }
}
