import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import Cookies from 'js-cookie';
import { useState } from 'react';
import { ONE_YEAR_COOKIE } from '../session/cookie-options.ts';

export const ACCEPT_COOKIES_COOKIE = 'accept_cookies';

/** A non-blocking bar until the visitor accepts; the choice is kept for a year. */
export function CookieConsent() {
  const [accepted, setAccepted] = useState(() => Cookies.get(ACCEPT_COOKIES_COOKIE) === 'true');
  if (accepted) return null;
  return (
    <section className="cookie-consent" aria-labelledby="cookie-consent-text">
      <p id="cookie-consent-text">
        <Trans>
          เว็บไซต์นี้ใช้คุกกี้เพื่อให้คุณได้รับประสบการณ์ที่ดีที่สุด อ่านเพิ่มเติมได้ที่{' '}
          <Link to="/cookie-policy">นโยบายคุกกี้</Link>
        </Trans>
      </p>
      <button
        type="button"
        className="button"
        onClick={() => {
          Cookies.set(ACCEPT_COOKIES_COOKIE, 'true', ONE_YEAR_COOKIE);
          setAccepted(true);
        }}
      >
        <Trans>ยอมรับ</Trans>
      </button>
    </section>
  );
}
