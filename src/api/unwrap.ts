import { fieldErrorsIn } from '../../machines/shared/api-failure.ts';
import { ApiError } from './api-error.ts';

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

/** The envelope's `detail` when `result === 1`; otherwise throws an {@link ApiError}. */
export function unwrap<D extends Envelope>({ data, error, response }: FetchResult<D>): D['detail'] {
  if (data !== undefined && data.result === 1) return data.detail;
  const envelope = isEnvelope(data) ? data : isEnvelope(error) ? error : undefined;
  throw new ApiError(
    response.status,
    envelope?.message || response.statusText || 'Error',
    fieldErrorsIn(envelope?.detail),
  );
}

/** On a 409, what the envelope carries: the checkout, payment or order as it is now. */
export function conflictOf(answer: {
  error?: unknown;
  response: Response;
}): { message: string; detail: unknown } | undefined {
  const { error, response } = answer;
  if (response.status !== 409 || !isEnvelope(error) || error.detail === undefined) return undefined;
  return { message: error.message ?? '', detail: error.detail };
}

/**
 * The answer's detail; a 409 throws the failure with the detail it carries (the checkout or
 * the payment as it is now) under `key`.
 */
export function unwrapOrConflict<D extends Envelope>(
  answer: FetchResult<D>,
  key: 'checkout' | 'payment',
): D['detail'] {
  const conflict = conflictOf(answer);
  if (conflict)
    throw Object.assign(new ApiError(409, conflict.message), { [key]: conflict.detail });
  return unwrap(answer);
}
