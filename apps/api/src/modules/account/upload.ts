import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/app-error.ts';

export interface ImageUpload {
  bytes: Buffer;
  userId: string | null;
}

/**
 * What reading the parts can fail with, as the shopper's error: a file over the limit, too many parts or fields,
 * or a body that is not well-formed multipart (a missing boundary, a cut-off part), which is bad input, never a 500.
 */
function uploadError(error: unknown): AppError {
  const { code, statusCode } = error as { code?: string; statusCode?: number };
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError('IMAGE_TOO_LARGE', { cause: error });
  if (statusCode === 413) return new AppError('PAYLOAD_TOO_LARGE', { cause: error });
  return new AppError('BAD_REQUEST', {
    cause: error,
    errors: [{ field: 'file', reason: 'is not a well-formed multipart/form-data body' }],
  });
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
    throw uploadError(error);
  }
  if (!bytes || bytes.length === 0) throw new AppError('BAD_REQUEST', { errors: [{ field: 'file', reason: 'is required' }] });
  return { bytes, userId };
}
