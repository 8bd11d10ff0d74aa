import { fromPromise } from 'xstate';

/** The part of `navigator.clipboard` the share modal uses. */
export interface Clipboard {
  writeText(text: string): Promise<void>;
}

export function createShareActors(clipboard: Clipboard) {
  return {
    copyToClipboard: fromPromise<void, { text: string }>(({ input }) =>
      clipboard.writeText(input.text),
    ),
  };
}
