/**
 * An adapter whose every call fails loudly: a machine's own actors run on it until the app
 * provides the real one (`machine.provide({ actors: createXActors(api) })`), so a missing
 * wiring is a failure the flow shows, never a call that hangs or a silent success.
 */
export function unwired<Api extends object>(flow: string): Api {
  return new Proxy({} as Api, {
    get: (_, name) =>
      // Not a thenable: the adapter itself is never awaited.
      name === 'then'
        ? undefined
        : () => Promise.reject(new Error(`${flow}: the app did not provide ${String(name)}()`)),
  });
}
