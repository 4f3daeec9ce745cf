// Bytes from wherever the file comes from, gunzipped when they are gzip (large files travel compressed).

const isGzip = (bytes: Uint8Array) => bytes[0] === 0x1f && bytes[1] === 0x8b;

async function gunzip(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes as BlobPart]).stream().pipeThrough(new DecompressionStream('gzip'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** The file's bytes, decompressed if it is gzip. */
export async function fileBytes(source: Blob): Promise<Uint8Array> {
  const bytes = new Uint8Array(await source.arrayBuffer());
  return isGzip(bytes) ? gunzip(bytes) : bytes;
}

/** Fetches `src` (same-origin cookies go along, as for the staff app's own files). */
export async function fetchBytes(src: string, signal: AbortSignal): Promise<Uint8Array> {
  const response = await fetch(src, { signal, credentials: 'same-origin' });
  if (!response.ok)
    throw new Error(
      `the server answered ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`,
    );
  return fileBytes(await response.blob());
}

/** The last part of a URL's path, for naming what was fetched; `ACH file` for data: and blob: URLs. */
export function nameFromUrl(src: string): string {
  try {
    const { protocol, pathname } = new URL(src, location.href);
    if (!/^(data|blob):$/.test(protocol)) {
      return decodeURIComponent(pathname.slice(pathname.lastIndexOf('/') + 1)) || 'ACH file';
    }
  } catch {
    // Not a URL: named like data: and blob: ones.
  }
  return 'ACH file';
}
