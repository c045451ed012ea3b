import { ERRORS, type ErrorName, type FieldError } from '@talad/domain';

/** An expected failure: answered as the catalogue entry's envelope, never logged as a bug. */
export class AppError extends Error {
  readonly errorName: ErrorName;
  readonly errors: FieldError[] | undefined;
  /** What the envelope's `data` carries with the refusal (e.g. the new totals of ORDER_TOTAL_CHANGED); null mostly. */
  readonly data: unknown;

  constructor(errorName: ErrorName, options: { errors?: FieldError[]; data?: unknown; cause?: unknown } = {}) {
    super(ERRORS[errorName].en, { cause: options.cause });
    this.name = 'AppError';
    this.errorName = errorName;
    this.errors = options.errors;
    this.data = options.data ?? null;
  }

  get statusCode(): number {
    return ERRORS[this.errorName].http;
  }
}
