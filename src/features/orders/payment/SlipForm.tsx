import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { isApiError } from '../../../api/api-error.ts';
import type { Payment } from '../../../api/queries/orders.ts';
import { acceptOf, checkFile, type FileProblem } from '../../../ui/form/file-check.ts';
import { TextField } from '../../../ui/form/TextField.tsx';
import { useFailureText } from '../failure-text.ts';
import { uploadSlip } from '../order-writes.ts';
import {
  localMinute,
  SLIP_FILE,
  type SlipValues,
  slipFieldOf,
  slipMessage,
  slipSchema,
} from './slip-schema.ts';

/**
 * The transfer slip: its file, the amount and the time it shows. The file is checked here
 * first (type by its bytes, size); a refusal keeps what was typed, the server's words under
 * the field it names (`body`, `query.amount`, `query.transferredAt`), the rest above the button.
 */
export function SlipForm(props: { payment: Payment; onSent: (payment: Payment) => void }) {
  const { t } = useLingui();
  const failureText = useFailureText();
  const { payment } = props;
  const schema = useMemo(() => slipSchema(payment.createdAt), [payment.createdAt]);
  const { register, handleSubmit, setError, formState } = useForm<SlipValues>({
    resolver: zodResolver(schema),
    defaultValues: { amount: payment.amount.toFixed(2), transferredAt: '' },
  });
  const { errors } = formState;
  const [refusal, setRefusal] = useState<string | null>(null);

  const fileProblemText = (problem: FileProblem) =>
    problem === 'size' ? t`ไฟล์สลิปต้องมีขนาดไม่เกิน 3 MB` : t`รองรับเฉพาะไฟล์ PNG, JPG หรือ PDF`;
  /** This form's own keys in words; the form kit words the spec's. */
  const wordsOf = (key: string | undefined) =>
    key === slipMessage.amount
      ? t`กรุณากรอกจำนวนเงินให้ถูกต้อง`
      : key === slipMessage.beforeCheckout
        ? t`เวลาโอนต้องอยู่หลังเวลาสั่งซื้อ`
        : key;

  const send = useMutation({
    mutationFn: uploadSlip.bind(null, payment.cartId),
    onSuccess: props.onSent,
    onError: (error) => {
      // Over 3 MB is a 413 that names no field: it is the file's.
      const problems =
        isApiError(error) && error.status === 413
          ? [{ field: 'body', message: error.message }]
          : isApiError(error)
            ? error.fields
            : [];
      let placed = 0;
      for (const problem of problems) {
        const field = slipFieldOf(problem.field);
        if (field) setError(field, { message: problem.message }, { shouldFocus: placed++ === 0 });
      }
      setRefusal(placed > 0 && placed === problems.length ? null : failureText(error));
    },
  });

  return (
    <form
      className="slip-form"
      noValidate
      onSubmit={handleSubmit(async ({ file, amount, transferredAt }) => {
        setRefusal(null);
        // The schema let one file through.
        const checked = await checkFile(file.item(0) as File, SLIP_FILE);
        if (checked.problem) {
          const message = fileProblemText(checked.problem);
          setError('file', { message }, { shouldFocus: true });
          return;
        }
        send.mutate({ file: checked.file, amount: Number(amount), transferredAt });
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
        min={localMinute(payment.createdAt)}
        max={localMinute(Date.now())}
        registration={register('transferredAt')}
        error={wordsOf(errors.transferredAt?.message)}
      />
      {refusal && (
        <p className="form-error" role="alert">
          {refusal}
        </p>
      )}
      <button type="submit" className="button" disabled={send.isPending}>
        {send.isPending ? <Trans>กำลังส่งสลิป…</Trans> : <Trans>ส่งสลิป</Trans>}
      </button>
    </form>
  );
}
