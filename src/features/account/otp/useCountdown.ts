import { DateTime, Duration } from 'luxon';
import { useEffect, useState } from 'react';

/**
 * What is left of a code sent at `sentAt` that lives `lifetimeSeconds`, as mm:ss (02:30),
 * ticking each second. The machine decides when the code has expired; this only shows it.
 */
export function useCountdown(sentAt: number | null, lifetimeSeconds: number): string {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (sentAt === null) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [sentAt]);
  if (sentAt === null) return Duration.fromObject({ seconds: lifetimeSeconds }).toFormat('mm:ss');
  const expiresAt = DateTime.fromMillis(sentAt).plus({ seconds: lifetimeSeconds });
  const left = expiresAt.diff(DateTime.fromMillis(now));
  return (left.toMillis() > 0 ? left : Duration.fromMillis(0)).toFormat('mm:ss');
}
