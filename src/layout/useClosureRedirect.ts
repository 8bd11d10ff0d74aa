import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { shouldRedirectToClose } from '../../machines/layout/layout-rules.ts';
import { closureBannerQuery } from '../api/queries/banners.ts';

/**
 * While the site-closed banner is set to show, every page goes to /close. Checked after the
 * first render rather than before it, so an open shop never waits on this call.
 */
export function useClosureRedirect(pathname: string): void {
  const closure = useQuery(closureBannerQuery()).data;
  const navigate = useNavigate();
  const redirect = shouldRedirectToClose(closure, pathname);
  useEffect(() => {
    if (redirect) void navigate({ to: '/close', replace: true });
  }, [redirect, navigate]);
}
