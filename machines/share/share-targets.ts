import { AFFILIATE_PARAM, REFERER_PARAM } from './share-params';

export type ShareNetwork = 'facebook' | 'twitter' | 'line' | 'email' | 'messenger';

export interface ShareTarget {
  network: ShareNetwork;
  href: string;
  /** Open in a popup window of this size; otherwise a new tab (or the mail app). */
  popup?: { width: number; height: number };
}

/** `url` as `affiliateCode` shares it (copied; the share modal's networks say theirs). */
export function affiliateUrl(url: string, affiliateCode: string | null | undefined): string {
  if (!affiliateCode || !URL.canParse(url)) return url;
  const shared = new URL(url);
  shared.searchParams.set(AFFILIATE_PARAM, affiliateCode);
  return sharedOn(shared.href, 'copy');
}

/** `url` as shared on `network`: an affiliate's link (it has their code) says which. */
export function sharedOn(url: string, network: ShareNetwork | 'copy'): string {
  if (!URL.canParse(url)) return url;
  const shared = new URL(url);
  if (!shared.searchParams.has(AFFILIATE_PARAM)) return url;
  shared.searchParams.set(REFERER_PARAM, network);
  return shared.href;
}

/** The share modal's links for a page, in the modal's order. */
export function shareTargets(url: string, title: string): ShareTarget[] {
  const t = encodeURIComponent(title);
  const on = (network: ShareNetwork) => encodeURIComponent(sharedOn(url, network));
  return [
    { network: 'facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${on('facebook')}` },
    {
      network: 'twitter',
      href: `https://twitter.com/intent/tweet?url=${on('twitter')}&text=${t}`,
      popup: { width: 500, height: 500 },
    },
    {
      network: 'line',
      href: `https://social-plugins.line.me/lineit/share?url=${on('line')}`,
      popup: { width: 500, height: 400 },
    },
    { network: 'email', href: `mailto:?subject=${t}&body=${on('email')}` },
    { network: 'messenger', href: `fb-messenger://share/?link=${on('messenger')}` },
  ];
}
