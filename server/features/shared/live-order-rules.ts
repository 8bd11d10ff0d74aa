// How long a live order waits to be paid (issue 36): shared by the live side, which shows and
// expires it, and the checkout, which refuses one past it.

/** How long after its post finished a live order waits to be paid. */
export const LIVE_ORDER_PAY_HOURS = 24;

export const LIVE_ORDER_PAY_MS = LIVE_ORDER_PAY_HOURS * 3_600_000;
