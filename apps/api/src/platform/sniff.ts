/**
 * What a review upload is, read from its first bytes (its name and declared type are not trusted): a video container
 * the conversion accepts, or possibly a picture, which sharp then reads to be sure.
 */
export type SniffedUpload = { kind: 'IMAGE' } | { kind: 'VIDEO'; extension: 'mp4' | 'mov' | 'webm' } | null;

const latin = (bytes: Buffer, from: number, to: number) => bytes.subarray(from, to).toString('latin1');

export function sniffUpload(bytes: Buffer): SniffedUpload {
  if (bytes.length < 12) return null;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return { kind: 'IMAGE' };
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return { kind: 'IMAGE' };
  if (latin(bytes, 0, 4) === 'RIFF' && latin(bytes, 8, 12) === 'WEBP') return { kind: 'IMAGE' };
  // EBML header: WebM (ffprobe confirms the doc type, a Matroska file of another kind fails there or in conversion).
  if (bytes.subarray(0, 4).equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]))) return { kind: 'VIDEO', extension: 'webm' };
  // ISO base media: a box named ftyp at offset 4; brand "qt  " is QuickTime, the rest MP4 (isom, mp41, mp42, avc1…).
  if (latin(bytes, 4, 8) === 'ftyp') return { kind: 'VIDEO', extension: latin(bytes, 8, 12) === 'qt  ' ? 'mov' : 'mp4' };
  return null;
}
