import { CASE_MAX_PHOTOS, CASE_PHOTO_MAX_BYTES } from '@talad/domain';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../platform/app-error.ts';
import { refusedText } from '../../platform/input-guard.ts';
import { multipartFailure } from '../../platform/multipart.ts';

/**
 * The multipart limits of a case's messages: CASE_MAX_PHOTOS `file` parts of CASE_PHOTO_MAX_BYTES each, and fields
 * roomy enough for the longest message in Thai (three bytes a character) so that none is ever cut short.
 */
export const CASE_MULTIPART_LIMITS = { files: CASE_MAX_PHOTOS, fileSize: CASE_PHOTO_MAX_BYTES, fields: 6, fieldSize: 16 * 1024 } as const;

/**
 * Reads a case's multipart body (its text fields, then checked by `fields`, and its photos) in whatever order the
 * parts come. An empty file part (a form's file input left empty) is no photo. The fields are text the input guard
 * never saw (it checks JSON bodies), so control characters are refused here.
 */
export async function readCaseUpload<T extends z.ZodType>(
  request: FastifyRequest,
  fields: T,
): Promise<{ fields: z.output<T>; photos: Buffer[] }> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  const values: Record<string, string> = {};
  const photos: Buffer[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'file' && bytes.length > 0) photos.push(bytes);
        continue;
      }
      if (part.valueTruncated) throw new AppError('BAD_REQUEST', { errors: [{ field: part.fieldname, reason: 'is too long' }] });
      values[part.fieldname] = String(part.value);
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === 'FST_FILES_LIMIT') throw new AppError('CASE_PHOTO_LIMIT', { cause: error });
    throw multipartFailure(error, 'CASE_PHOTO_TOO_LARGE');
  }
  const refusal = refusedText(values, 'body', 'text');
  if (refusal) throw refusal;
  const parsed = fields.safeParse(values);
  if (!parsed.success) {
    throw new AppError('BAD_REQUEST', {
      errors: parsed.error.issues.map((issue) => ({ field: `body.${issue.path.join('.')}`, reason: issue.message })),
    });
  }
  return { fields: parsed.data, photos };
}
