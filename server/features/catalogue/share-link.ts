// The short link a product or promotion gets when it is created: derived from the target,
// so every run of the seed (and every server instance) gives the same code.
import { createHash } from 'node:crypto';

export type ShareTargetType = 'product' | 'article' | 'news' | 'promotion' | 'store' | 'home';

export const shareLinkOf = (type: ShareTargetType, urlKey: string): string =>
  createHash('sha256').update(`${type}:${urlKey}`).digest('base64url').slice(0, 8);
