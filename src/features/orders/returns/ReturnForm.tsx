import { Trans, useLingui } from '@lingui/react/macro';
import { type ChangeEvent, useId, useState } from 'react';
import type {
  ReturnRequestContext,
  ReturnRequestEvent,
} from '../../../../machines/return-request/return-request.machine.ts';
import {
  canRefundToCard,
  type Order,
  type ReturnProblem,
  returnableLines,
} from '../../../../machines/return-request/return-request-rules.ts';
import { Price } from '../../../ui/Price.tsx';
import { AddPhotosButton } from '../../../ui/photo/AddPhotosButton.tsx';
import { checkPhoto, usePhotoErrorText } from '../../../ui/photo/photo-check.ts';
import { useReturnWords } from './return-words.ts';

type Send = (event: ReturnRequestEvent) => void;

/**
 * The return request's form, every value the machine's: which lines and how many (never a free
 * gift), the reason, the details, photos (each checked here, then uploaded by the machine),
 * and where the refund goes. "Next" asks the machine; what it finds missing is said at each
 * field, and the server's refusal of a field too.
 */
export function ReturnForm({
  order,
  context,
  uploading,
  send,
}: {
  order: Order;
  context: ReturnRequestContext;
  uploading: boolean;
  send: Send;
}) {
  const { t } = useLingui();
  const id = useId();
  const words = useReturnWords();
  const photoWords = usePhotoErrorText();
  const [photoProblem, setPhotoProblem] = useState<string | null>(null);
  const problems = new Set<ReturnProblem>(context.problems);
  const serverSays = (field: string) =>
    context.fieldErrors.find(
      (error) => error.field === field || error.field.startsWith(`${field}.`),
    )?.message;
  const errorOf = (problem: ReturnProblem, field: string) =>
    problems.has(problem) ? words.problem[problem] : serverSays(field);
  const chosen = new Map(context.lines.map((line) => [line.lineId, line.quantity]));
  const { refundTo } = context;
  const bank = refundTo.kind === 'bank' ? refundTo : null;
  const setBank = (
    change: Partial<{ bankName: string; accountName: string; accountNumber: string }>,
  ) =>
    send({
      type: 'return.refundToChanged',
      refundTo: {
        kind: 'bank',
        bankName: bank?.bankName ?? '',
        accountName: bank?.accountName ?? '',
        accountNumber: bank?.accountNumber ?? '',
        ...change,
      },
    });
  const choosePhotos = async (event: ChangeEvent<HTMLInputElement>) => {
    const [file] = [...(event.target.files ?? [])];
    event.target.value = '';
    if (!file) return;
    const checked = await checkPhoto(file);
    setPhotoProblem(checked.problem ? photoWords.problem(checked.problem) : null);
    if (!checked.problem) send({ type: 'return.photoChosen', file: checked.photo });
  };
  const linesError = errorOf('lines', 'body.lines');
  const reasonError = errorOf('reason', 'body.reason');
  const detailsError = errorOf('details', 'body.details');
  const photoError =
    photoProblem ?? (context.photoError ? words.photoError(context.photoError) : null);
  const count = context.photos.length;
  const generalError =
    context.errorCode && context.fieldErrors.length === 0
      ? (context.serverMessage ?? t`เกิดข้อผิดพลาด กรุณาลองใหม่อีกครั้ง`)
      : null;
  return (
    <form
      className="return-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'return.next' });
      }}
    >
      {generalError && (
        <p className="field-error" role="alert">
          {generalError}
        </p>
      )}
      <fieldset aria-describedby={linesError ? `${id}-lines` : undefined}>
        <legend>
          <Trans>สินค้าที่ต้องการคืน</Trans>
        </legend>
        {returnableLines(order).map((line) => {
          const quantity = chosen.get(line.lineId) ?? 0;
          const name = line.name;
          const bought = line.quantity;
          return (
            <div key={line.lineId} className="return-form__line">
              <label className="return-form__check">
                <input
                  type="checkbox"
                  checked={quantity > 0}
                  onChange={(event) =>
                    send({
                      type: 'return.lineSet',
                      lineId: line.lineId,
                      quantity: event.target.checked ? bought : 0,
                    })
                  }
                />
                <span>
                  {name} <Price amount={line.price} />
                </span>
              </label>
              {quantity > 0 && (
                <label className="return-form__quantity">
                  <Trans>จำนวนที่คืน (ซื้อ {bought} ชิ้น)</Trans>
                  <select
                    value={quantity}
                    onChange={(event) =>
                      send({
                        type: 'return.lineSet',
                        lineId: line.lineId,
                        quantity: Number(event.target.value),
                      })
                    }
                  >
                    {Array.from({ length: bought }, (_, i) => i + 1).map((n) => (
                      <option key={n} value={n}>
                        {n}
                      </option>
                    ))}
                  </select>
                </label>
              )}
            </div>
          );
        })}
        {linesError && (
          <p id={`${id}-lines`} className="field-error">
            {linesError}
          </p>
        )}
      </fieldset>

      <fieldset aria-describedby={reasonError ? `${id}-reason` : undefined}>
        <legend>
          <Trans>เหตุผลการคืนสินค้า</Trans>
        </legend>
        {context.reasons.map((reason) => (
          <label key={reason.code} className="return-form__check">
            <input
              type="radio"
              name={`${id}-reason`}
              checked={context.reason === reason.code}
              onChange={() => send({ type: 'return.reasonChosen', reason: reason.code })}
            />
            <span>{reason.name}</span>
          </label>
        ))}
        {reasonError && (
          <p id={`${id}-reason`} className="field-error">
            {reasonError}
          </p>
        )}
      </fieldset>

      <div className="form-field">
        <label htmlFor={`${id}-details`}>
          <Trans>รายละเอียด</Trans>
        </label>
        <textarea
          id={`${id}-details`}
          rows={4}
          value={context.details}
          aria-invalid={detailsError ? true : undefined}
          aria-describedby={detailsError ? `${id}-details-error` : undefined}
          onChange={(event) => send({ type: 'return.detailsChanged', details: event.target.value })}
        />
        {detailsError && (
          <p id={`${id}-details-error`} className="field-error">
            {detailsError}
          </p>
        )}
      </div>

      <fieldset>
        <legend>
          <Trans>รูปภาพ ({count}/5)</Trans>
        </legend>
        {count > 0 && (
          <ul className="return-form__photos">
            {context.photos.map((photo, i) => {
              const n = i + 1;
              return (
                <li key={photo.name} className="return-form__photo">
                  <span>
                    <Trans>รูปที่ {n}</Trans>
                  </span>
                  <button
                    type="button"
                    className="button button--ghost"
                    onClick={() => send({ type: 'return.photoRemoved', name: photo.name })}
                  >
                    <Trans>ลบรูปที่ {n}</Trans>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
        <AddPhotosButton uploading={uploading} onChange={choosePhotos} />
        {photoError && (
          <p className="field-error" role="alert">
            {photoError}
          </p>
        )}
      </fieldset>

      <fieldset>
        <legend>
          <Trans>ช่องทางรับเงินคืน</Trans>
        </legend>
        {canRefundToCard(order) && (
          <>
            <label className="return-form__check">
              <input
                type="radio"
                name={`${id}-refund`}
                checked={refundTo.kind === 'card'}
                onChange={() =>
                  send({ type: 'return.refundToChanged', refundTo: { kind: 'card' } })
                }
              />
              <span>
                <Trans>คืนเข้าบัตรที่ใช้ชำระ</Trans>
              </span>
            </label>
            <label className="return-form__check">
              <input
                type="radio"
                name={`${id}-refund`}
                checked={refundTo.kind === 'bank'}
                onChange={() => setBank({})}
              />
              <span>
                <Trans>โอนเข้าบัญชีธนาคาร</Trans>
              </span>
            </label>
          </>
        )}
        {bank && (
          <>
            <BankField
              label={t`ธนาคาร`}
              value={bank.bankName}
              error={errorOf('bankName', 'body.refundTo.bankName')}
              onChange={(bankName) => setBank({ bankName })}
            />
            <BankField
              label={t`ชื่อบัญชี`}
              value={bank.accountName}
              error={errorOf('accountName', 'body.refundTo.accountName')}
              onChange={(accountName) => setBank({ accountName })}
            />
            <BankField
              label={t`เลขที่บัญชี`}
              value={bank.accountNumber}
              inputMode="numeric"
              error={errorOf('accountNumber', 'body.refundTo.accountNumber')}
              onChange={(accountNumber) => setBank({ accountNumber })}
            />
          </>
        )}
      </fieldset>

      <button type="submit" className="button button--primary" disabled={uploading}>
        <Trans>ถัดไป</Trans>
      </button>
    </form>
  );
}

function BankField(props: {
  label: string;
  value: string;
  error: string | undefined;
  inputMode?: 'numeric';
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="form-field">
      <label htmlFor={id}>{props.label}</label>
      <input
        id={id}
        value={props.value}
        inputMode={props.inputMode}
        autoComplete="off"
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? `${id}-error` : undefined}
        onChange={(event) => props.onChange(event.target.value)}
      />
      {props.error && (
        <p id={`${id}-error`} className="field-error">
          {props.error}
        </p>
      )}
    </div>
  );
}
