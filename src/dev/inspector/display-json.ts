// Contexts hold what machines keep: actor refs (circular), errors, sometimes functions.
// JSON.stringify fails or says nothing useful on those; the panel shows them by name.

const isActorRef = (value: object): value is { id: string; sessionId: string } =>
  'sessionId' in value && 'send' in value;

/** JSON for the panel: actor refs, errors and functions named, repeated objects cut. */
export function displayJson(value: unknown, indent?: number): string {
  const seen = new WeakSet<object>();
  const json = JSON.stringify(
    value,
    (_key, item: unknown) => {
      if (typeof item === 'function') return `[function ${item.name || 'anonymous'}]`;
      if (typeof item !== 'object' || item === null) return item;
      if (isActorRef(item)) return `[actor ${item.id}]`;
      if (item instanceof Error) return `[${item.name}: ${item.message}]`;
      if (seen.has(item)) return '[circular]';
      seen.add(item);
      return item;
    },
    indent,
  );
  return json ?? 'undefined';
}
