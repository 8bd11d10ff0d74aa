import { ApiError, type FieldError } from './api-error.ts';

interface Envelope {
  result: number;
  message: string;
  detail?: unknown;
}

interface FetchResult<D> {
  data?: D;
  error?: unknown;
  response: Response;
}

function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && 'result' in value;
}

function fieldErrors(detail: unknown): FieldError[] {
  if (!Array.isArray(detail)) return [];
  return detail.filter(
    (item): item is FieldError =>
      typeof item?.field === 'string' && typeof item?.message === 'string',
  );
}

/** The envelope's `detail` when `result === 1`; otherwise throws an {@link ApiError}. */
export function unwrap<D extends Envelope>({ data, error, response }: FetchResult<D>): D['detail'] {
  if (data !== undefined && data.result === 1) return data.detail;
  const envelope = isEnvelope(data) ? data : isEnvelope(error) ? error : undefined;
  throw new ApiError(
    response.status,
    envelope?.message || response.statusText || 'Error',
    fieldErrors(envelope?.detail),
  );
}
