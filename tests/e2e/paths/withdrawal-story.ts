// What the server can answer along a withdrawal's path (the screens make it so: staff credit a
// balance before the first "open" answer), kept apart from the screens so the path tools read
// it without a browser.
import type { AnyEventObject } from 'xstate';
import { closedBecause } from '../../../machines/withdrawal/withdrawal-rules';

/**
 * What a server can answer in order: a balance, once earned, stays above the minimum (the path
 * withdraws ฿120 of ฿250 or more), so "below the minimum" cannot follow "open".
 */
export function withdrawalPlayable(events: AnyEventObject[]): boolean {
  let opened = false;
  for (const event of events) {
    if (event.type !== 'xstate.done.actor.loadWithdrawals') continue;
    const open = closedBecause(event.output) === null;
    if (opened && !open) return false;
    opened ||= open;
  }
  return true;
}
