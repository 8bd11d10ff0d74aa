import { useQuery } from '@tanstack/react-query';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import Cookies from 'js-cookie';
import { useEffect } from 'react';
import { redirectFor } from '../../machines/layout/visit-redirects.ts';
import { closureBannerQuery } from '../api/queries/banners.ts';
import { siteModeQuery } from '../api/queries/settings.ts';
import { openAccountModal } from '../session/account-modals.ts';
import { useSessionStatus } from '../session/SessionContext.tsx';
import { REGISTER_SUCCESS_COOKIE } from '../session/session-cookies.ts';

/**
 * Sends the visit where the redirect rules say (machines/layout/visit-redirects.ts): the
 * closed site, register success (then the seller promo), #register, live selling off, a
 * visitor-only site. Checked after the first render rather than before it, so an open shop
 * never waits on these calls.
 */
export function useVisitRedirect(pathname: string): void {
  const hash = useRouterState({ select: (state) => state.location.hash });
  const closure = useQuery(closureBannerQuery()).data;
  const mode = useQuery(siteModeQuery()).data;
  const navigate = useNavigate();
  const status = useSessionStatus();
  // The rules tell a signed-in visitor from a guest: while the session loads, wait.
  const redirect =
    status === 'pending'
      ? undefined
      : redirectFor({
          pathname,
          hash,
          signedIn: status === 'signedIn',
          justRegistered: Cookies.get(REGISTER_SUCCESS_COOKIE) !== undefined,
          closed: closure?.isShow === true,
          mode,
        });
  const to = redirect?.to;
  const clearRegisterSuccess = redirect?.clearRegisterSuccess === true;
  useEffect(() => {
    if (to === undefined) return;
    void navigate({ href: to, replace: true });
    if (clearRegisterSuccess) {
      Cookies.remove(REGISTER_SUCCESS_COOKIE, { path: '/' });
      openAccountModal({ kind: 'sellerPromo' });
    }
  }, [to, clearRegisterSuccess, navigate]);
}
