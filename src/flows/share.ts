// The share modal's flow wired to the browser's clipboard.
import { type Clipboard, createShareActors } from '../../machines/share/share.actors.ts';
import { shareMachine } from '../../machines/share/share.machine.ts';

/** The browser's clipboard, read when copying (it is missing outside secure contexts). */
const pageClipboard: Clipboard = {
  writeText: (text) =>
    navigator.clipboard
      ? navigator.clipboard.writeText(text)
      : Promise.reject(new DOMException('Clipboard unavailable', 'NotAllowedError')),
};

export const wiredShareMachine = shareMachine.provide({ actors: createShareActors(pageClipboard) });
