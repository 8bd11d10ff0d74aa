import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { Slip } from '../../../machines/payment/payment.actors.ts';
import type { FieldError } from '../../../machines/shared/api-failure.ts';
import { acceptOf, checkFile, type FileProblem } from '../form/file-check.ts';
import { TextField } from '../form/TextField.tsx';
import {
  localMinute,
  SLIP_FILE,
  type SlipValues,
  slipFieldOf,
  slipMessage,
  slipSchema,
} from './slip-schema.ts';
import './slip-form.css';

/** Why the last slip was refused: the server's words (none: no answer), the fields it named. */
export interface SlipRefusal {
  message: string | null;
  fields: FieldError[];
}

/**
 * The transfer slip: its file, the amount and the time it shows, for the payment page and
 * the checkout's panel 7 alike (each sends it its own way). The file is checked here first
 * (type by its bytes, size); a refusal keeps what was typed, the server's words under the field
 * it names (`body`, `query.amount`, `query.transferredAt`), the rest above the button.
 */
export function SlipForm(props: {
  /** The exact amount to pay, in baht: the amount field starts with it. */
  amount: number;
  /** When the checkout was placed: a transfer cannot be earlier. */
  checkedOutAt: string;
  sending: boolean;
  /** Applied once per refusal given: a new one, a new object. */
  refusal: SlipRefusal | null;
  onSubmit: (slip: Slip) => void;
}) {
  const { t } = useLingui();
  const { refusal } = props;
  const schema = useMemo(() => slipSchema(props.checkedOutAt), [props.checkedOutAt]);
  const { register, handleSubmit, setError, formState } = useForm<SlipValues>({
    resolver: zodResolver(schema),
    defaultValues: { amount: props.amount.toFixed(2), transferredAt: '' },
  });
  const { errors } = formState;
  const [unplaced, setUnplaced] = useState<string | null>(null);

  useEffect(() => {
    if (!refusal) return setUnplaced(null);
    let placed = 0;
    for (const problem of refusal.fields) {
      const field = slipFieldOf(problem.field);
      if (field) setError(field, { message: problem.message }, { shouldFocus: placed++ === 0 });
    }
    setUnplaced(placed > 0 && placed === refusal.fields.length ? null : (refusal.message ?? ''));
  }, [refusal, setError]);

  const fileProblemText = (problem: FileProblem) =>
    problem === 'size' ? t`ไฟล์สลิปต้องมีขนาดไม่เกิน 3 MB` : t`รองรับเฉพาะไฟล์ PNG, JPG หรือ PDF`;
  /** This form's own keys in words; the form kit words the spec's. */
  const wordsOf = (key: string | undefined) =>
    key === slipMessage.amount
      ? t`กรุณากรอกจำนวนเงินให้ถูกต้อง`
      : key === slipMessage.beforeCheckout
        ? t`เวลาโอนต้องอยู่หลังเวลาสั่งซื้อ`
        : key;

  return (
    <form
      className="slip-form"
      noValidate
      onSubmit={handleSubmit(async ({ file, amount, transferredAt }) => {
        setUnplaced(null);
        // The schema let one file through.
        const checked = await checkFile(file.item(0) as File, SLIP_FILE);
        if (checked.problem) {
          const message = fileProblemText(checked.problem);
          setError('file', { message }, { shouldFocus: true });
          return;
        }
        props.onSubmit({ file: checked.file, amount: Number(amount), transferredAt });
      })}
    >
      <TextField
        label={t`ไฟล์สลิป (PNG, JPG หรือ PDF ไม่เกิน 3 MB)`}
        type="file"
        accept={acceptOf(SLIP_FILE)}
        registration={register('file')}
        error={errors.file?.message}
      />
      <TextField
        label={t`จำนวนเงินที่โอน (บาท)`}
        inputMode="decimal"
        autoComplete="off"
        maxLength={12}
        registration={register('amount')}
        error={wordsOf(errors.amount?.message)}
      />
      <TextField
        label={t`วันและเวลาที่โอน`}
        type="datetime-local"
        min={localMinute(props.checkedOutAt)}
        max={localMinute(Date.now())}
        registration={register('transferredAt')}
        error={wordsOf(errors.transferredAt?.message)}
      />
      {unplaced !== null && (
        <p className="form-error" role="alert">
          {unplaced || t`ส่งสลิปไม่สำเร็จ กรุณาลองใหม่อีกครั้ง`}
        </p>
      )}
      <button type="submit" className="button" disabled={props.sending}>
        {props.sending ? <Trans>กำลังส่งสลิป…</Trans> : <Trans>ส่งสลิป</Trans>}
      </button>
    </form>
  );
}
