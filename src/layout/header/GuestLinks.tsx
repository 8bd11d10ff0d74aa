import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';

/** Guests see Register / Login; both lead to the login page until sign-in ships. */
export function GuestLinks() {
  return (
    <>
      <Link to="/login/otp" className="button button--ghost">
        <Trans>สมัครสมาชิก</Trans>
      </Link>
      <Link to="/login/otp" className="button">
        <Trans>เข้าสู่ระบบ</Trans>
      </Link>
    </>
  );
}
