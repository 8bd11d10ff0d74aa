// The compiled catalogs (`lingui compile --typescript`) are generated and gitignored;
// this keeps type-checking possible before they exist.
declare module '*/messages.ts' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
