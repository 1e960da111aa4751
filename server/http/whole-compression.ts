/**
 * An answer compressed whole, in one pass on the shop's thread, as the browser accepts: brotli
 * first, then gzip, at the levels every page of the shop is compressed with. One pass over a body
 * read whole costs less than a compression stream fed in pieces (zlib's thread and back for each,
 * then a chunked answer written piece by piece), and the answer keeps its Content-Length.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/** Smaller answers go as they are: compressing them costs more than sending them. */
export const COMPRESSED_FROM_BYTES = 1024;

/** The browser's choice as the server's compression makes it: brotli first, then gzip. */
export function encodingFor(acceptEncoding: string | null | undefined): Encoding | undefined {
  const accepted = (acceptEncoding ?? '').split(',').map((part) => part.split(';')[0]?.trim());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return undefined;
}

export function compressWhole(body: Uint8Array, encoding: Encoding): Uint8Array<ArrayBuffer> {
  const packed =
    encoding === 'br'
      ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
      : gzipSync(body);
  return new Uint8Array(
    packed.buffer,
    packed.byteOffset,
    packed.byteLength,
  ) as Uint8Array<ArrayBuffer>;
}
