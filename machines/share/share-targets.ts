export type ShareNetwork = 'facebook' | 'twitter' | 'line' | 'email' | 'messenger';

export interface ShareTarget {
  network: ShareNetwork;
  href: string;
  /** Open in a popup window of this size; otherwise a new tab (or the mail app). */
  popup?: { width: number; height: number };
}

/** The share modal's links for a page, in the modal's order. */
export function shareTargets(url: string, title: string): ShareTarget[] {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return [
    { network: 'facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    {
      network: 'twitter',
      href: `https://twitter.com/intent/tweet?url=${u}&text=${t}`,
      popup: { width: 500, height: 500 },
    },
    {
      network: 'line',
      href: `https://social-plugins.line.me/lineit/share?url=${u}`,
      popup: { width: 500, height: 400 },
    },
    { network: 'email', href: `mailto:?subject=${t}&body=${u}` },
    { network: 'messenger', href: `fb-messenger://share/?link=${u}` },
  ];
}
