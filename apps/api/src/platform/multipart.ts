import type { ErrorName } from '@talad/domain';
import { AppError } from './app-error.ts';

/**
 * What reading multipart parts can fail with, as the shopper's error: a file over the limit (`fileTooLarge`, the
 * upload's own message), a body over the limits, or a body that is not well-formed multipart (a missing boundary, a
 * cut-off part), which is bad input, never a 500.
 */
export function multipartFailure(error: unknown, fileTooLarge: ErrorName): AppError {
  const { code, statusCode } = error as { code?: string; statusCode?: number };
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError(fileTooLarge, { cause: error });
  if (statusCode === 413) return new AppError('PAYLOAD_TOO_LARGE', { cause: error });
  return new AppError('BAD_REQUEST', {
    cause: error,
    errors: [{ field: 'file', reason: 'is not a well-formed multipart/form-data body' }],
  });
}
