import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { shareMachine } from '../../../machines/share/share.machine.ts';
import { type ShareNetwork, shareTargets } from '../../../machines/share/share-targets.ts';
import { Dialog } from '../Dialog.tsx';
import './share.css';

/** Brand names stay as they are; only the e-mail link has words to translate. */
const BRAND_NAMES: Record<Exclude<ShareNetwork, 'email'>, string> = {
  facebook: 'Facebook',
  twitter: 'Twitter',
  line: 'LINE',
  messenger: 'Messenger',
};

/**
 * The share modal of spec section 2: Facebook, Twitter, LINE, e-mail, copy link, Messenger; or
 * only the `networks` given (a private link goes to one person, never to a public post).
 */
export function ShareDialog({
  actor,
  networks,
}: {
  actor: ActorRefFrom<typeof shareMachine>;
  networks?: readonly ShareNetwork[];
}) {
  const { t } = useLingui();
  const linkId = useId();
  const open = useSelector(actor, (state) => state.matches('open'));
  const url = useSelector(actor, (state) => state.context.url);
  const title = useSelector(actor, (state) => state.context.title);
  const copying = useSelector(
    actor,
    (state) => state.matches({ open: 'copying' }) || state.matches({ open: 'confirming' }),
  );
  const copied = useSelector(actor, (state) => state.matches({ open: 'copied' }));
  const failed = useSelector(actor, (state) => state.matches({ open: 'failed' }));

  if (!open) return null;
  const nameOf = (network: ShareNetwork) => (network === 'email' ? t`อีเมล` : BRAND_NAMES[network]);

  return (
    <Dialog title={t`แชร์`} onClose={() => actor.send({ type: 'share.close' })}>
      <p className="share__title">{title}</p>
      {/* biome-ignore lint/a11y/noRedundantRoles: Safari drops list semantics without bullets */}
      <ul className="share__targets" role="list">
        {shareTargets(url, title)
          .filter((target) => !networks || networks.includes(target.network))
          .map((target) => {
            const name = nameOf(target.network);
            const external = target.network !== 'email';
            return (
              <li key={target.network}>
                <a
                  className={`share__target share__target--${target.network}`}
                  href={target.href}
                  target={external ? '_blank' : undefined}
                  rel={external ? 'noopener noreferrer' : undefined}
                  onClick={(event) => {
                    if (!target.popup) return;
                    event.preventDefault();
                    const { width, height } = target.popup;
                    window.open(
                      target.href,
                      `share-${target.network}`,
                      `width=${width},height=${height},noopener,noreferrer`,
                    );
                  }}
                >
                  {name}
                  {external && (
                    <span className="visually-hidden">
                      {' '}
                      <Trans>(เปิดในหน้าต่างใหม่)</Trans>
                    </span>
                  )}
                </a>
              </li>
            );
          })}
      </ul>
      <div className="share__copy">
        <label htmlFor={linkId}>
          <Trans>ลิงก์</Trans>
        </label>
        <div className="share__copy-row">
          <input id={linkId} type="text" readOnly value={url} onFocus={(e) => e.target.select()} />
          <button
            type="button"
            className="button"
            disabled={copying}
            onClick={() => actor.send({ type: 'share.copy' })}
          >
            <Trans>คัดลอกลิงก์</Trans>
          </button>
        </div>
        <p className="share__status" role="status">
          {copied && <Trans>คัดลอกลิงก์แล้ว</Trans>}
        </p>
        {failed && (
          <p className="share__error" role="alert">
            <Trans>คัดลอกลิงก์ไม่สำเร็จ กรุณาคัดลอกจากช่องด้านบน</Trans>
          </p>
        )}
      </div>
    </Dialog>
  );
}
