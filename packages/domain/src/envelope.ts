/** The answer shape of every API call (spec §7, §8). */
export interface Envelope<T = unknown> {
  data: T | null;
  is_success: boolean;
  message: string;
  status_code: number;
  /** Present on validation errors: which field failed and why. */
  errors?: FieldError[];
}

export interface FieldError {
  field: string;
  reason: string;
}

export function success<T>(data: T, message = 'OK'): Envelope<T> {
  return { data, is_success: true, message, status_code: 200 };
}

/** A refusal; `data` is null unless the refusal carries something to show (e.g. the new totals of a changed order). */
export function failure<T = null>(statusCode: number, message: string, errors?: FieldError[], data: T | null = null): Envelope<T> {
  return errors
    ? { data, is_success: false, message, status_code: statusCode, errors }
    : { data, is_success: false, message, status_code: statusCode };
}

/** The SDK's fallback message for a non-ok answer without one of its own (spec §8). */
export function httpErrorMessage(status: number): string {
  return `HTTP error! Status: ${status}`;
}
