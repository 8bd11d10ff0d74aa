import { notFound } from '@tanstack/react-router';
import { isApiError } from '../../../api/api-error.ts';

/** An unknown item (an API 404) is the 404 page; other failures stay errors. */
export async function orNotFound<T>(load: Promise<T>): Promise<T> {
  try {
    return await load;
  } catch (error) {
    if (isApiError(error) && error.status === 404) throw notFound();
    throw error;
  }
}

/** Spec section 8: a failed campaign, category, payment-list or shipping-list call goes to 404. */
export async function notFoundOnFailure<T>(load: Promise<T>): Promise<T> {
  try {
    return await load;
  } catch {
    throw notFound();
  }
}
