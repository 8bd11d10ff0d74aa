import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { FieldError } from '../../../../machines/shared/api-failure.ts';
import type { AmountProblem } from '../../../../machines/withdrawal/withdrawal-rules.ts';
import { TextField } from '../../../ui/form/TextField.tsx';
import { useAmountProblemWords } from './withdrawal-words.ts';

/** The amount as typed: digits, a point and commas between thousands (฿1,250.50). */
const amountOf = (typed: string) => Number(typed.replace(/[,\s฿]/g, '') || Number.NaN);

/**
 * The amount to withdraw. The machine checks it against the balance and the minimum before
 * anything is sent; a refusal from the server (a balance changed meanwhile) comes back under
 * the field in its own words, with what was typed kept.
 */
export function WithdrawalForm(props: {
  limits: { balance: number; minimum: number };
  typed: number | null;
  problem: AmountProblem | null;
  refused: FieldError[];
  onReview: (amount: number) => void;
}) {
  const { t } = useLingui();
  const wordsOf = useAmountProblemWords();
  const { register, handleSubmit, setValue, setFocus } = useForm<{ amount: string }>({
    defaultValues: {
      amount: props.typed === null || Number.isNaN(props.typed) ? '' : String(props.typed),
    },
  });
  const serverWords = props.refused.find((problem) => problem.field === 'body.amount')?.message;
  const error = props.problem ? wordsOf(props.problem, props.limits) : serverWords;

  useEffect(() => {
    if (error) setFocus('amount');
  }, [error, setFocus]);

  return (
    <form
      className="affiliate-form"
      noValidate
      onSubmit={handleSubmit(({ amount }) => props.onReview(amountOf(amount)))}
    >
      <TextField
        label={t`จำนวนเงินที่ต้องการถอน (บาท)`}
        inputMode="decimal"
        autoComplete="off"
        registration={register('amount')}
        error={error}
      />
      <div className="affiliate-actions">
        <button
          type="button"
          className="button button--ghost"
          onClick={() => setValue('amount', props.limits.balance.toFixed(2))}
        >
          <Trans>ถอนทั้งหมด</Trans>
        </button>
        <button type="submit" className="button">
          <Trans>ตรวจสอบก่อนถอน</Trans>
        </button>
      </div>
    </form>
  );
}
