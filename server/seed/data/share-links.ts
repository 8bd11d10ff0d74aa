import type { SeedShareLink } from './types.ts';

// Short codes behind /pd/{code} (product), /p/{code} (promotion), /st/{code} (store)
// and /main/{code} (home).
export const shareLinks: SeedShareLink[] = [
  { shortLink: 'Hn7pLq2', type: 'product', urlKey: 'longan-blossom-honey' },
  { shortLink: 'Tm4xK9a', type: 'product', urlKey: 'tomato-juice-no-sugar-250ml' },
  { shortLink: 'Cc8nW3e', type: 'product', urlKey: 'nam-hom-coconut-water' },
  { shortLink: 'Pr1mX5d', type: 'promotion', urlKey: '1' },
  { shortLink: 'Pr3gF8k', type: 'promotion', urlKey: '3' },
  { shortLink: 'St2bPh6', type: 'store', urlKey: 'baan-phueng-doi-saket' },
  { shortLink: 'St5msT1', type: 'store', urlKey: 'rai-cha-mae-salong' },
  { shortLink: 'Hm0bRm4', type: 'home', urlKey: '' },
];
