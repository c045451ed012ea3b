import { addMediaFields } from '@talad/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/app-error.ts';
import { multipartFailure } from '../../platform/multipart.ts';

/** Reads the multipart body {file, review_id} in whatever order the parts come; a second file is read and dropped. */
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
    // Over the multipart limit is over the largest file allowed: the video limit.
    throw multipartFailure(error, 'REVIEW_VIDEO_TOO_LARGE');
  }
  const fields = addMediaFields.safeParse({ review_id: reviewId });
  if (!fields.success) throw new AppError('BAD_REQUEST', { errors: [{ field: 'review_id', reason: 'must be a review id' }] });
  if (!bytes || bytes.length === 0) throw new AppError('BAD_REQUEST', { errors: [{ field: 'file', reason: 'is required' }] });
  return { bytes, reviewId: fields.data.review_id };
}
