import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import * as z from 'zod';
import { isCouponCode } from '../../../../machines/checkout/checkout-rules.ts';
import { message } from '../../../ui/form/field-rules.ts';
import { TextField } from '../../../ui/form/TextField.tsx';
import { Price } from '../../../ui/Price.tsx';
import {
  type CheckoutSnapshot,
  isCouponRefused,
  useCheckout,
  useCheckoutActor,
} from '../checkout-actor.ts';
import { PanelHeading } from './PanelHeading.tsx';
import { PanelNav } from './PanelNav.tsx';

/** A code of the contract's shape (the machine ignores another); its words are this panel's. */
const couponSchema = (invalid: string) =>
  z.object({ code: z.string().trim().min(1, message.required).refine(isCouponCode, invalid) });

/** The server's words for the refused code, shown under it. */
const refusalOf = (snapshot: CheckoutSnapshot) =>
  isCouponRefused(snapshot)
    ? snapshot.context.fieldErrors.find(({ field }) => field === 'body.promotionCode')?.message
    : undefined;

/**
 * 3: the coupon. Points and cashback would join it here; there is no points or cashback
 * system yet. A refused code stays typed, with the server's reason under it.
 */
export function CouponPanel() {
  const actor = useCheckoutActor();
  const typed = useCheckout((s) => s.context.couponCode);
  const refusal = useCheckout(refusalOf);
  const checkout = useCheckout((s) => s.context.checkout);
  const applied = checkout?.promotionCode ?? '';
  const { t } = useLingui();
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(couponSchema(t`โค้ดส่วนลดมีได้เฉพาะตัวอักษรภาษาอังกฤษ ตัวเลข - และ _`)),
    defaultValues: { code: typed },
  });

  return (
    <>
      <PanelHeading panel={3} />
      <form
        className="checkout-coupon"
        noValidate
        onSubmit={handleSubmit(({ code }) => actor.send({ type: 'checkout.coupon.apply', code }))}
      >
        <TextField
          label={t`โค้ดส่วนลด`}
          autoComplete="off"
          maxLength={32}
          registration={register('code')}
          error={formState.errors.code?.message ?? refusal}
        />
        <button type="submit" className="button">
          <Trans>ใช้โค้ด</Trans>
        </button>
      </form>
      {applied !== '' && (
        <p role="status">
          <Trans>
            ใช้โค้ด {applied} แล้ว ลด <Price amount={checkout?.couponDiscount ?? 0} />
          </Trans>{' '}
          <button
            type="button"
            className="button button--ghost"
            onClick={() => actor.send({ type: 'checkout.coupon.remove' })}
          >
            <Trans>ยกเลิกโค้ด</Trans>
          </button>
        </p>
      )}
      <PanelNav panel={3} />
    </>
  );
}
