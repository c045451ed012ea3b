import type { ErrorName } from '@talad/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

/**
 * Bodies sent as the file itself (a picture the back office uploads, of one of `types`): read whole into a Buffer,
 * and refused in words (`tooLarge`) as soon as they pass `maxBytes`, not with Fastify's bare 413. For the routes of
 * the plugin it is added in.
 */
export function acceptFileBodies(app: FastifyInstance, types: readonly string[], maxBytes: number, tooLarge: ErrorName): void {
  app.addContentTypeParser([...types], async (_request: FastifyRequest, payload: AsyncIterable<Buffer>) => {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of payload) {
      size += chunk.length;
      if (size > maxBytes) throw new AppError(tooLarge);
      chunks.push(chunk);
    }
    return Buffer.concat(chunks);
  });
}

/** The body a file route was sent, or 415 when it came as something else (JSON, a form). */
export function fileBodyOf(request: FastifyRequest): Buffer {
  if (!Buffer.isBuffer(request.body)) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  return request.body;
}
