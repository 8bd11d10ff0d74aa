import type { ApiFailure, FieldError } from '../../machines/shared/api-failure.ts';

/**
 * A failed call, as the machines' failure protocol reads it (machines/shared/error-code.ts):
 * HTTP status (0 when the server answered 2xx with result 0), server message, field errors.
 */
export class ApiError extends Error implements ApiFailure {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly fields: FieldError[];

  constructor(status: number, message: string, fields: FieldError[] = []) {
    super(message);
    this.status = status;
    this.fields = fields;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
