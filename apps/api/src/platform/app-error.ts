import { ERRORS, type ErrorName, type FieldError } from '@talad/domain';

/** An expected failure: answered as the catalogue entry's envelope, never logged as a bug. */
export class AppError extends Error {
  readonly errorName: ErrorName;
  readonly errors: FieldError[] | undefined;

  constructor(errorName: ErrorName, options: { errors?: FieldError[]; cause?: unknown } = {}) {
    super(ERRORS[errorName].en, { cause: options.cause });
    this.name = 'AppError';
    this.errorName = errorName;
    this.errors = options.errors;
  }

  get statusCode(): number {
    return ERRORS[this.errorName].http;
  }
}
