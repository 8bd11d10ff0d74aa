// What the server can answer along a withdrawal's path (the screens make it so: staff credit a
// balance before the first "open" answer), kept apart from the screens so the path tools read
// it without a browser.
import type { AnyEventObject } from 'xstate';
import { closedBecause } from '../../../machines/withdrawal/withdrawal-rules';

/**
 * What a server can answer in order: a balance, once credited, stays above the minimum (the
 * path withdraws ฿120 of ฿250 or more) and the account stays verified, so a closed page cannot
 * follow an open one.
 */
export function withdrawalPlayable(events: AnyEventObject[]): boolean {
  let opened = false;
  for (const event of events) {
    const read =
      event.type === 'xstate.done.actor.loadWithdrawals' ||
      event.type === 'xstate.done.actor.reloadWithdrawals';
    if (!read) continue;
    const open = closedBecause(event.output) === null;
    if (opened && !open) return false;
    opened ||= open;
  }
  return true;
}
