import { Trans, useLingui } from '@lingui/react/macro';
import { Duration } from 'luxon';
import { useEffect, useState } from 'react';
import { formatDate } from '../../format/date.ts';
import type { Locale } from '../../i18n/locales.ts';

/** Milliseconds left until `deadline`, ticking each second; 0 once it has passed. */
function useTimeLeft(deadline: string): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return Math.max(0, Date.parse(deadline) - now);
}

/**
 * The time left to pay, as hh:mm:ss beside the deadline. The server decides when the payment
 * has expired: the payment machine asks it once the clock has run out.
 */
export function ExpiryCountdown(props: { expiresAt: string }) {
  const { i18n } = useLingui();
  const left = useTimeLeft(props.expiresAt);
  const deadline = formatDate(props.expiresAt, i18n.locale as Locale, 'dateTime');
  const clock = Duration.fromMillis(left).toFormat('hh:mm:ss');
  return (
    <p className="payment-expiry">
      <Trans>
        ชำระภายใน {deadline} (เหลือเวลา{' '}
        {/* A timer is not announced as it ticks (its implicit aria-live is off). */}
        <span role="timer" className="payment-expiry__clock">
          {clock}
        </span>
        )
      </Trans>
    </p>
  );
}
