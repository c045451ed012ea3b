import { addMediaFields } from '@talad/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/app-error.ts';

/**
 * Reads the multipart body {file, review_id} in whatever order the parts come. A file over the multipart limit (the
 * video limit, the largest allowed) is REVIEW_VIDEO_TOO_LARGE; a body that is not well-formed multipart is bad input.
 */
export async function readMediaUpload(request: FastifyRequest): Promise<{ bytes: Buffer; reviewId: number }> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  let bytes: Buffer | null = null;
  let reviewId: unknown;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file' && part.fieldname === 'file' && !bytes) bytes = await part.toBuffer();
      else if (part.type === 'file') await part.toBuffer();
      else if (part.fieldname === 'review_id') reviewId = part.value;
    }
  } catch (error) {
    const { code, statusCode } = error as { code?: string; statusCode?: number };
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('REVIEW_VIDEO_TOO_LARGE', { cause: error });
    if (statusCode === 413) throw new AppError('PAYLOAD_TOO_LARGE', { cause: error });
    throw new AppError('BAD_REQUEST', {
      cause: error,
      errors: [{ field: 'file', reason: 'is not a well-formed multipart/form-data body' }],
    });
  }
  const fields = addMediaFields.safeParse({ review_id: reviewId });
  if (!fields.success) throw new AppError('BAD_REQUEST', { errors: [{ field: 'review_id', reason: 'must be a review id' }] });
  if (!bytes || bytes.length === 0) throw new AppError('BAD_REQUEST', { errors: [{ field: 'file', reason: 'is required' }] });
  return { bytes, reviewId: fields.data.review_id };
}
