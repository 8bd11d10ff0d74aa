// What the server can answer along a live post's path on the screens (new drafts only), kept
// apart from the screens so the path tools read it without a browser. The screens make each
// answer so by moving the post behind the page's back (as another tab would), and a post only
// moves on: a draft starts, a live post finishes, never back.
import type { AnyEventObject } from 'xstate';

/** The post on the server: 0 a draft, 1 live, 2 finished; -1 before it is saved. */
type Status = -1 | 0 | 1 | 2;

/** A product's row is edited only while the draft has one (the path's one product). */
const EDITS_A_LINE = new Set([
  'livePost.keyword.set',
  'livePost.price.set',
  'livePost.product.remove',
]);

export function livePostPlayable(events: AnyEventObject[]): boolean {
  let status: Status = -1;
  let hasLine = false;
  for (const event of events) {
    const conflict = event.error?.status === 409;
    // The row's fields and its remove button are there only with the row; the add button of a
    // product already in the draft is disabled.
    if (EDITS_A_LINE.has(event.type) && !hasLine) return false;
    if (event.type === 'livePost.product.add' && hasLine) return false;
    if (event.type === 'livePost.product.add') hasLine = true;
    if (event.type === 'livePost.product.remove') hasLine = false;
    switch (event.type) {
      // The server's post has a product (the screens send one when the draft has none).
      case 'xstate.done.actor.savePost':
        status = 0;
        hasLine = true;
        break;
      // A new draft is created (POST): only a saved one is edited (PUT), and refused once the
      // screens have started it.
      case 'xstate.error.actor.savePost':
        if (conflict && status !== 0) return false;
        if (conflict) status = 1;
        break;
      case 'xstate.done.actor.startPost':
        status = 1;
        break;
      case 'xstate.error.actor.startPost':
        if (conflict) status = 1;
        break;
      case 'xstate.done.actor.finishPost':
        status = 2;
        break;
      case 'xstate.error.actor.finishPost':
        if (conflict) status = 2;
        break;
      case 'xstate.done.actor.loadPost':
      case 'xstate.done.actor.refreshPost': {
        const read = event.output.statusId as Status;
        if (read < status) return false;
        status = read;
        hasLine = true;
        break;
      }
    }
  }
  return true;
}
