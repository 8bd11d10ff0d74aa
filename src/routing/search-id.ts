/**
 * A database id in a page's search (?orderId=, ?c=), as the router reads it (a number) or as
 * typed (digits); undefined for anything else. For lazy pages: the check stays out of the
 * first load.
 */
export const searchIdOf = (raw: unknown): number | undefined => {
  const value = typeof raw === 'string' && /^\d{1,10}$/.test(raw) ? Number(raw) : raw;
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value < 2 ** 31
    ? value
    : undefined;
};
