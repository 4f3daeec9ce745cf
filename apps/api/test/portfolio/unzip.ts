import { inflateRawSync } from 'node:zlib';

/**
 * The files of a zip archive by name, read through its central directory (as spreadsheet programs do),
 * inflating deflated entries; enough to check that a generated XLSX is a well-formed package.
 */
export function unzip(archive: Uint8Array): Map<string, Buffer> {
  const data = Buffer.from(archive);
  const end = data.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('no end of central directory');
  const count = data.readUInt16LE(end + 10);
  let at = data.readUInt32LE(end + 16);
  const files = new Map<string, Buffer>();
  for (let index = 0; index < count; index += 1) {
    if (data.readUInt32LE(at) !== 0x02014b50) throw new Error('bad central directory entry');
    const method = data.readUInt16LE(at + 10);
    const compressedSize = data.readUInt32LE(at + 20);
    const size = data.readUInt32LE(at + 24);
    const nameLength = data.readUInt16LE(at + 28);
    const extraLength = data.readUInt16LE(at + 30);
    const commentLength = data.readUInt16LE(at + 32);
    const offset = data.readUInt32LE(at + 42);
    const name = data.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    if (data.readUInt32LE(offset) !== 0x04034b50) throw new Error(`bad local header for ${name}`);
    const start = offset + 30 + data.readUInt16LE(offset + 26) + data.readUInt16LE(offset + 28);
    const raw = data.subarray(start, start + compressedSize);
    const content = method === 8 ? inflateRawSync(raw) : Buffer.from(raw);
    if (content.length !== size) throw new Error(`size mismatch for ${name}`);
    files.set(name, content);
    at += 46 + nameLength + extraLength + commentLength;
  }
  return files;
}
