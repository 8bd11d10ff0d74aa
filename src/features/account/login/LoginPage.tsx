import { useLingui } from '@lingui/react/macro';
import { Navigate } from '@tanstack/react-router';
import type { LoginMethod } from '../../../../machines/login/login.machine.ts';
import { useSessionStatus } from '../../../session/SessionContext.tsx';
import { useDocumentTitle } from '../../../ui/document-title.ts';
import { LoginPanel } from './LoginPanel.tsx';
import '../account.css';

/** The login screen as a page: /login/otp (phone code) and /live/login (the live side's). */
export function LoginPage({ method }: { method: LoginMethod }) {
  const { t } = useLingui();
  const title = t`เข้าสู่ระบบ`;
  useDocumentTitle(title);
  // Signed in already: nothing to do here.
  if (useSessionStatus() === 'signedIn') return <Navigate to="/" replace />;
  return (
    <section className="container account-page" aria-labelledby="login-page-title">
      <h1 id="login-page-title">{title}</h1>
      <LoginPanel method={method} />
    </section>
  );
}
