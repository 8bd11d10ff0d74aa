// Forwards inspection events to Stately's online inspector (opt-in, it opens stately.ai).
import type { InspectionEvent } from 'xstate';

type StatelyModule = typeof import('@statelyai/inspect');

/**
 * Events that arrive before the module has loaded wait for it: the session actor starts
 * before the first render, and Stately must hear of it being created.
 */
export function forwardToStately(loading: Promise<StatelyModule>) {
  const waiting: InspectionEvent[] = [];
  let send = (event: InspectionEvent) => {
    waiting.push(event);
  };
  void loading.then(({ createBrowserInspector }) => {
    const inspector = createBrowserInspector();
    send = (event) => inspector.inspect.next?.(event);
    for (const event of waiting.splice(0)) send(event);
  });
  return (event: InspectionEvent) => send(event);
}
