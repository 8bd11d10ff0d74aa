import { type ErrorComponentProps, SearchParamError } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { isApiError } from '../api/api-error.ts';
import { ErrorPage } from '../ui/ErrorPage.tsx';
import { claimChunkReload, isChunkLoadError } from './chunk-reload.ts';

/**
 * Every route's error view. Search that fails validation is a 404, so is an API 404 (bad
 * path params never get here: they throw notFound(), see route-params.ts); a chunk that
 * failed to load reloads the page (at most once a minute). Only API messages are shown:
 * they are written for shoppers, in their language.
 */
export function RouteError({ error }: ErrorComponentProps) {
  const [reloading] = useState(() => isChunkLoadError(error) && claimChunkReload());
  useEffect(() => {
    if (reloading) window.location.reload();
  }, [reloading]);

  if (reloading) return null;
  if (error instanceof SearchParamError) {
    return <ErrorPage status={404} />;
  }
  if (isApiError(error)) return <ErrorPage status={error.status} message={error.message} />;
  return <ErrorPage />;
}
