import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import {
  PRICE_ERRORS,
  type PriceRange,
  type PriceRangeInput,
  priceRangeSchema,
  priceText,
} from '../search/price-range.ts';

export interface PriceRangeFormProps {
  startprice: number | undefined;
  endprice: number | undefined;
  onApply: (range: PriceRange) => void;
}

/** Lowest and highest price in baht; applied on submit (Enter or the button). */
export function PriceRangeForm({ startprice, endprice, onApply }: PriceRangeFormProps) {
  const { t } = useLingui();
  const id = useId();
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    formState: { errors },
  } = useForm<PriceRangeInput, unknown, PriceRange>({
    resolver: zodResolver(priceRangeSchema),
    defaultValues: { startprice: priceText(startprice), endprice: priceText(endprice) },
  });

  // The URL is the truth: Back, a reset or a shared link puts its new range in the fields.
  // Only a range that changed: on mount the fields already have it, or what the shopper typed.
  const shownRange = useRef({ startprice, endprice });
  useEffect(() => {
    const shown = shownRange.current;
    if (shown.startprice === startprice && shown.endprice === endprice) return;
    shownRange.current = { startprice, endprice };
    reset({ startprice: priceText(startprice), endprice: priceText(endprice) });
  }, [reset, startprice, endprice]);

  /**
   * A field of react-hook-form's that keeps text typed before React took the server's screen
   * over: as it registers a field, react-hook-form writes its default value in it.
   */
  const registerKeepingTyped = (name: keyof PriceRangeInput) => {
    const { ref, ...rest } = register(name);
    return {
      ...rest,
      ref: (element: HTMLInputElement | null) => {
        const typed = element?.value;
        ref(element);
        if (element && typed && typed !== element.value) {
          setValue(name, typed, { shouldDirty: true });
        }
      },
    };
  };

  const messageOf = (code: string | undefined) =>
    code === PRICE_ERRORS.format
      ? t`กรุณากรอกราคาให้ถูกต้อง เช่น 150 หรือ 99.50`
      : code === PRICE_ERRORS.order
        ? t`ราคาสูงสุดต้องไม่น้อยกว่าราคาต่ำสุด`
        : undefined;

  const field = (name: keyof PriceRangeInput, label: string) => {
    const error = messageOf(errors[name]?.message);
    const errorId = `${id}-${name}-error`;
    return (
      <div className="price-range__field">
        <label htmlFor={`${id}-${name}`}>{label}</label>
        <input
          id={`${id}-${name}`}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          placeholder="฿"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...registerKeepingTyped(name)}
        />
        {error && (
          <p id={errorId} className="field-error">
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <form className="price-range" noValidate onSubmit={handleSubmit(onApply)}>
      <fieldset>
        <legend>
          <Trans>ช่วงราคา (บาท)</Trans>
        </legend>
        <div className="price-range__fields">
          {field('startprice', t`ราคาต่ำสุด`)}
          {field('endprice', t`ราคาสูงสุด`)}
        </div>
        <button type="submit" className="button button--ghost">
          <Trans>ใช้ช่วงราคา</Trans>
        </button>
      </fieldset>
    </form>
  );
}
