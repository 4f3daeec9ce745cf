import { Readable } from 'node:stream';
import { crc32, createDeflateRaw } from 'node:zlib';

/** One file of a zip: its path inside the archive and its bytes, produced as they are needed. */
export interface ZipEntry {
  name: string;
  data: AsyncIterable<Uint8Array> | Iterable<Uint8Array>;
}

interface Written {
  name: Buffer;
  offset: number;
  crc: number;
  compressedSize: number;
  size: number;
}

const DEFLATE = 8;
// Bit 3: sizes and CRC follow the data in a descriptor, so nothing needs to be known in advance;
// bit 11: names are UTF-8.
const FLAGS = 0x0808;
// 1980-01-01 00:00 in DOS date/time: the archive is generated, its file times mean nothing.
const DOS_TIME = 0;
const DOS_DATE = (0 << 9) | (1 << 5) | 1;
const MAX_ZIP32 = 0xffffffff;

function localHeader(name: Buffer): Buffer {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt16LE(FLAGS, 6);
  header.writeUInt16LE(DEFLATE, 8);
  header.writeUInt16LE(DOS_TIME, 10);
  header.writeUInt16LE(DOS_DATE, 12);
  header.writeUInt16LE(name.length, 26);
  return Buffer.concat([header, name]);
}

function dataDescriptor(file: Written): Buffer {
  const descriptor = Buffer.alloc(16);
  descriptor.writeUInt32LE(0x08074b50, 0);
  descriptor.writeUInt32LE(file.crc, 4);
  descriptor.writeUInt32LE(file.compressedSize, 8);
  descriptor.writeUInt32LE(file.size, 12);
  return descriptor;
}

function centralHeader(file: Written): Buffer {
  const header = Buffer.alloc(46);
  header.writeUInt32LE(0x02014b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt16LE(20, 6);
  header.writeUInt16LE(FLAGS, 8);
  header.writeUInt16LE(DEFLATE, 10);
  header.writeUInt16LE(DOS_TIME, 12);
  header.writeUInt16LE(DOS_DATE, 14);
  header.writeUInt32LE(file.crc, 16);
  header.writeUInt32LE(file.compressedSize, 20);
  header.writeUInt32LE(file.size, 24);
  header.writeUInt16LE(file.name.length, 28);
  header.writeUInt32LE(file.offset, 42);
  return Buffer.concat([header, file.name]);
}

function endOfCentralDirectory(count: number, size: number, offset: number): Buffer {
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(count, 8);
  end.writeUInt16LE(count, 10);
  end.writeUInt32LE(size, 12);
  end.writeUInt32LE(offset, 16);
  return end;
}

/**
 * A zip archive (deflated entries, data descriptors, no ZIP64) produced chunk by chunk: each entry's data
 * is compressed while it is read, so an export of 100k rows holds one batch in memory, not the file.
 * Throws once the archive would pass 4 GiB, which the 32-bit format cannot describe.
 *
 * @example
 * for await (const chunk of zipStream([{ name: 'a.txt', data: [Buffer.from('hi')] }])) out.write(chunk);
 */
export async function* zipStream(entries: readonly ZipEntry[]): AsyncGenerator<Uint8Array> {
  const written: Written[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const file: Written = { name, offset, crc: 0, compressedSize: 0, size: 0 };
    const header = localHeader(name);
    yield header;
    offset += header.length;
    const source = Readable.from(
      (async function* () {
        for await (const chunk of entry.data) {
          file.crc = crc32(chunk, file.crc);
          file.size += chunk.length;
          yield chunk;
        }
      })(),
    );
    for await (const chunk of source.pipe(createDeflateRaw()) as AsyncIterable<Buffer>) {
      file.compressedSize += chunk.length;
      yield chunk;
    }
    if (file.size > MAX_ZIP32 || offset + file.compressedSize > MAX_ZIP32) {
      throw new RangeError('The archive is larger than a zip without ZIP64 can hold');
    }
    const descriptor = dataDescriptor(file);
    yield descriptor;
    offset += file.compressedSize + descriptor.length;
    written.push(file);
  }
  const directory = Buffer.concat(written.map(centralHeader));
  yield directory;
  yield endOfCentralDirectory(written.length, directory.length, offset);
}

/**
 * A pull-based web stream over an async generator, for `c.body(...)`; the first chunk is read before it
 * is returned, so errors up to there still become a proper error response.
 */
export async function webStream(chunks: AsyncGenerator<Uint8Array>): Promise<ReadableStream<Uint8Array>> {
  const first = await chunks.next();
  let pending: IteratorResult<Uint8Array> | undefined = first;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const step = pending ?? (await chunks.next());
      pending = undefined;
      if (step.done) controller.close();
      else controller.enqueue(step.value);
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
}
