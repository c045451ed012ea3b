import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/app-error.ts';

export interface ImageUpload {
  bytes: Buffer;
  userId: string | null;
}

function isTooLarge(error: unknown): boolean {
  return (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE';
}

/** Reads the multipart body {file, user_id} in whatever order the parts come. */
export async function readImageUpload(request: FastifyRequest): Promise<ImageUpload> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  let bytes: Buffer | null = null;
  let userId: string | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file' && part.fieldname === 'file') bytes = await part.toBuffer();
      else if (part.type === 'file') await part.toBuffer();
      else if (part.fieldname === 'user_id') userId = String(part.value);
    }
  } catch (error) {
    if (isTooLarge(error)) throw new AppError('IMAGE_TOO_LARGE', { cause: error });
    throw error;
  }
  if (!bytes || bytes.length === 0) throw new AppError('BAD_REQUEST', { errors: [{ field: 'file', reason: 'is required' }] });
  return { bytes, userId };
}
