import { useLingui } from '@lingui/react/macro';

/**
 * The shop's Messenger chat (spec section 2: a messenger chat link when configured): set at
 * build time as PUBLIC_MESSENGER_URL (the page's m.me address); nothing without it. It opens in
 * a new tab, as the shop's other outside links do.
 */
export function MessengerLink({ url }: { url: string | undefined }) {
  const { t } = useLingui();
  if (!url) return null;
  return (
    <a
      className="messenger-link"
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t`แชทกับเราทาง Messenger (เปิดในแท็บใหม่)`}
    >
      Messenger
    </a>
  );
}
