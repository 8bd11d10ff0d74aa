import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { useMachineActor } from '../../app/machine-actor.ts';
import { wiredShareMachine } from '../../flows/share.ts';
import { ShareDialog } from '../share/ShareDialog.tsx';
import '../share/share.css';
import './customer-link.css';

/** Where a link to one customer goes: to them, never as a public post (it shows their address). */
const PRIVATE_NETWORKS = ['line', 'messenger', 'email'] as const;

/** The customer's page a link's code opens: /customer/{code}, on this site. */
export const customerLinkOf = (customerCode: string) =>
  new URL(`/customer/${customerCode}`, window.location.origin).href;

/**
 * The link an affiliate sends the customer they placed a checkout for: shown, sent through the
 * share modal (LINE, Messenger, e-mail or a copy), and, where it is not the page itself, the
 * way to follow its payment.
 */
export function CustomerLink(props: { customerCode: string; follow?: boolean }) {
  const { t } = useLingui();
  const fieldId = useId();
  const share = useMachineActor(wiredShareMachine);
  const url = customerLinkOf(props.customerCode);
  return (
    <section className="customer-link" aria-labelledby={`${fieldId}-title`}>
      <h2 id={`${fieldId}-title`}>
        <Trans>ลิงก์ชำระเงินสำหรับลูกค้า</Trans>
      </h2>
      <p>
        <Trans>ส่งลิงก์นี้ให้ลูกค้า ลูกค้าเปิดลิงก์แล้วชำระเงินได้ทันทีโดยไม่ต้องมีบัญชี</Trans>
      </p>
      <label htmlFor={fieldId}>
        <Trans>ลิงก์</Trans>
      </label>
      <input id={fieldId} type="text" readOnly value={url} onFocus={(e) => e.target.select()} />
      <div className="customer-link__actions">
        <button
          type="button"
          className="button"
          aria-haspopup="dialog"
          onClick={() => share.send({ type: 'share.open', url, title: t`ลิงก์ชำระเงินค่าสินค้าของคุณ` })}
        >
          <Trans>ส่งลิงก์ให้ลูกค้า</Trans>
        </button>
        {props.follow && (
          <Link to="/affiliate/{-$referenceCode}" params={{ referenceCode: props.customerCode }}>
            <Trans>ติดตามการชำระเงินของลูกค้า</Trans>
          </Link>
        )}
      </div>
      <ShareDialog actor={share} networks={PRIVATE_NETWORKS} />
    </section>
  );
}
