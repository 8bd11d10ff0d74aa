// What a failed API call carries (src/api's ApiError is one), read by shape: machines never
// import the client. The first half of the one failure protocol; ./error-code.ts is what a
// flow keeps of it. Small on purpose: the first load carries it (the API client, the session).

/** A problem with one field of a request, as the API's 400 envelope lists it. */
export interface FieldError {
  field: string;
  message: string;
}

/**
 * What a failed API call carries: its HTTP status (0 when a 2xx answer said `result: 0`), the
 * server's message, and the fields it named. Read by shape: machines never import the client.
 */
export interface ApiFailure {
  status: number;
  message: string;
  fields?: FieldError[];
}

/** An API answer's failure, told by its status (its message and fields may be missing). */
export function isApiFailure(error: unknown): error is Partial<ApiFailure> & { status: number } {
  return (
    typeof error === 'object' &&
    error !== null &&
    'status' in error &&
    typeof error.status === 'number'
  );
}

/** The HTTP status of a failed API call; null for anything else (a lost connection...). */
export const statusOf = (error: unknown): number | null =>
  isApiFailure(error) ? error.status : null;

/** The API answered 401: the session is gone. */
export const isUnauthorized = (error: unknown): boolean => statusOf(error) === 401;

/** The well-formed field problems of a list read from JSON (an envelope's `detail`). */
export function fieldErrorsIn(list: unknown): FieldError[] {
  if (!Array.isArray(list)) return [];
  return list.filter(
    (item): item is FieldError =>
      typeof item?.field === 'string' && typeof item?.message === 'string',
  );
}
