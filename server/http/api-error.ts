// Everything the API answers is the envelope { result, message, detail }. Handlers throw
// ApiError for client-facing failures; anything else becomes a generic 500.
import type { FieldError } from '../contract/request-validator.ts';

export type ErrorStatus = 400 | 401 | 403 | 404 | 500;

export class ApiError extends Error {
  constructor(
    readonly status: ErrorStatus,
    message: string,
    readonly detail: FieldError[] | null = null,
  ) {
    super(message);
  }
}

export function envelope<T>(result: 0 | 1, message: string, detail: T) {
  return { result, message, detail };
}

export const notFound = (what: string) => new ApiError(404, `${what} not found`);
