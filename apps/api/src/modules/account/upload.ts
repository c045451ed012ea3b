import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/app-error.ts';
import { multipartFailure } from '../../platform/multipart.ts';

export interface ImageUpload {
  bytes: Buffer;
  userId: string | null;
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
    throw multipartFailure(error, 'IMAGE_TOO_LARGE');
  }
  if (!bytes || bytes.length === 0) throw new AppError('BAD_REQUEST', { errors: [{ field: 'file', reason: 'is required' }] });
  return { bytes, userId };
}
