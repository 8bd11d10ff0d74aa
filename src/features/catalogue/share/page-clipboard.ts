import type { Clipboard } from '../../../../machines/share/share.actors.ts';

/** The browser's clipboard, read when copying (it is missing outside secure contexts). */
export const pageClipboard: Clipboard = {
  writeText: (text) =>
    navigator.clipboard
      ? navigator.clipboard.writeText(text)
      : Promise.reject(new DOMException('Clipboard unavailable', 'NotAllowedError')),
};
