import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyReply } from 'fastify';
import { AppError } from '../../platform/app-error.ts';

const videoName = /^videos\/([a-z0-9-]+)\.webm$/;

/** `bytes=start-end` (either end may be missing) as an inclusive range inside the file, or null when unsatisfiable. */
export function byteRange(header: string, size: number): { start: number; end: number } | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  // "bytes=-500" is the last 500 bytes.
  const start = match[1] === '' ? Math.max(0, size - Number(match[2])) : Number(match[1]);
  const end = match[1] === '' || match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  return start <= end && start < size ? { start, end } : null;
}

type SendVideo = (path: string, rangeHeader: string | undefined, reply: FastifyReply) => Promise<FastifyReply>;

/**
 * GET /media/videos/{name}.webm from the clips in `folder`. Browsers ask a <video> for byte ranges (to seek and to
 * read the length first), so a Range header is answered 206 with that slice; without one the whole clip is sent.
 */
export function videoSender(folder: string): SendVideo {
  // A clip is small: it is read once and kept, like the pictures' disk cache but in memory. A missing name is not
  // kept, so asking for made-up names cannot fill the memory.
  const loaded = new Map<string, Promise<Buffer | null>>();
  const clip = (name: string) => {
    let file = loaded.get(name);
    if (!file) {
      file = readFile(join(folder, `${name}.webm`)).catch(() => {
        loaded.delete(name);
        return null;
      });
      loaded.set(name, file);
    }
    return file;
  };
  return async (path, rangeHeader, reply) => {
    const name = videoName.exec(path)?.[1];
    const file = name ? await clip(name) : null;
    if (!file) throw new AppError('MEDIA_NOT_FOUND');
    reply
      .type('video/webm')
      .header('accept-ranges', 'bytes')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('cross-origin-resource-policy', 'cross-origin');
    return sendRange(file, rangeHeader, reply);
  };
}

/** A video whole, or the slice a Range header asks for (206), or 416 for a range outside it. */
export function sendRange(file: Buffer, rangeHeader: string | undefined, reply: FastifyReply): FastifyReply {
  if (!rangeHeader) return reply.send(file);
  const range = byteRange(rangeHeader, file.length);
  if (!range) return reply.code(416).header('content-range', `bytes */${file.length}`).send();
  return reply
    .code(206)
    .header('content-range', `bytes ${range.start}-${range.end}/${file.length}`)
    .send(file.subarray(range.start, range.end + 1));
}
