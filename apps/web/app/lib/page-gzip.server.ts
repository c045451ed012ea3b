import { constants, crc32, deflateRawSync } from 'node:zlib';

/**
 * A kept page compressed once, for every answer (decision 0026). No two answers are the same (each has its own
 * nonce), so a compressor would otherwise run over the whole page on every hit: brotli on home's 225 KB took a
 * cached home from ≈ 740 to ≈ 200 pages/s. So each part between the nonces is deflated once and on its own (its own
 * stream: nothing in it refers back into a nonce), and an answer is a gzip member made of the deflated parts with its
 * nonce between them as stored blocks (RFC 1951 §3.2.4), a final empty block, and the CRC of what it holds.
 */

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** BFINAL set, fixed Huffman codes, end of block at once. */
const FINAL_EMPTY_BLOCK = Buffer.from([0x03, 0x00]);

/** Each part deflated on its own and ended with a sync flush: byte-aligned, not final, ready for what follows. */
export function deflateParts(parts: Buffer[]): Buffer[] {
  return parts.map((part) => deflateRawSync(part, { finishFlush: constants.Z_SYNC_FLUSH }));
}

/** Bytes as they are, in one stored block (at most 65,535 of them: a nonce is 24). */
function storedBlock(bytes: Buffer): Buffer {
  const header = Buffer.alloc(5);
  header.writeUInt16LE(bytes.length, 1);
  header.writeUInt16LE(~bytes.length & 0xffff, 3);
  return Buffer.concat([header, bytes]);
}

/** The gzip answer of a page whose `body` (its parts with the nonce between them) was deflated part by part. */
export function gzipAnswer(body: Buffer[], deflated: Buffer[], nonce: string): Buffer[] {
  const stored = storedBlock(Buffer.from(nonce));
  let crc = 0;
  let length = 0;
  for (const chunk of body) {
    crc = crc32(chunk, crc);
    length += chunk.length;
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length >>> 0, 4);
  const blocks = deflated.flatMap((part, index) => (index === 0 ? [part] : [stored, part]));
  return [GZIP_HEADER, ...blocks, FINAL_EMPTY_BLOCK, trailer];
}
