/**
 * Resolves in a task of its own, after what the browser has waiting (a tap, a frame). A message
 * rather than a timer: a tab out of sight runs its timers once a second.
 */
export const nextTask = () =>
  new Promise((resolve) => {
    const { port1, port2 } = new MessageChannel();
    port1.onmessage = resolve;
    port2.postMessage(0);
  });
