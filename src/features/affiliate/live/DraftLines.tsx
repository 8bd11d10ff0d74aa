import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useId, useRef } from 'react';
import {
  type DraftLine,
  type DraftProblem,
  displayCashback,
  isValidPriceToSell,
  lowestPrice,
} from '../../../../machines/live-post/live-post-rules.ts';
import { formatPrice } from '../../../format/number.ts';
import { Price } from '../../../ui/Price.tsx';
import type { LivePostActor } from './live-post-actor.ts';

/** A price as typed: digits and a point (฿ and commas allowed); NaN for anything else. */
const bahtOf = (typed: string) => Number(typed.replace(/[,\s฿]/g, '') || Number.NaN);

/**
 * The draft's products, each under its keyword and the post's price. The cashback left at that
 * price is shown as it is typed (the cut comes out of the cashback), with the range the price
 * may take; what the machine found wrong when saving is said under the field.
 */
export function DraftLines({ actor }: { actor: LivePostActor }) {
  const { t } = useLingui();
  const lines = useSelector(actor, (s) => s.context.draft.lines);
  const problems = useSelector(actor, (s) => s.context.problems);
  // Each answer of the server is a new draft: the rows start again from it (a price box keeps
  // what was typed only until the server's draft replaces it).
  const answered = useSelector(actor, (s) => s.context.post);
  const revision = useRevision(answered);
  if (lines.length === 0)
    return (
      <p>
        <Trans>ยังไม่มีสินค้าในโพสต์ เพิ่มสินค้าจากรายการด้านล่าง</Trans>
      </p>
    );
  return (
    <ul className="live-lines" aria-label={t`สินค้าในโพสต์`}>
      {lines.map((line) => (
        <LineEditor
          key={`${line.productId}-${revision}`}
          line={line}
          problems={problems.filter(
            (problem) => 'productId' in problem && problem.productId === line.productId,
          )}
          actor={actor}
        />
      ))}
    </ul>
  );
}

/** A number that changes whenever `value` is another object. */
function useRevision(value: object | null): number {
  const seen = useRef<{ value: object | null; revision: number }>({ value, revision: 0 });
  if (seen.current.value !== value) seen.current = { value, revision: seen.current.revision + 1 };
  return seen.current.revision;
}

function LineEditor(props: { line: DraftLine; problems: DraftProblem[]; actor: LivePostActor }) {
  const { t } = useLingui();
  const ids = useId();
  const { line, actor } = props;
  const kinds = new Set(props.problems.map((problem) => problem.kind));
  const keywordError = kinds.has('keyword-used')
    ? t`คีย์เวิร์ดนี้ถูกใช้แล้ว`
    : kinds.has('keyword')
      ? t`คีย์เวิร์ดคือตัวอักษรภาษาอังกฤษ 1–6 ตัว ตามด้วยตัวเลขได้ไม่เกิน 4 หลัก เช่น A1`
      : undefined;
  const lowest = formatPrice(lowestPrice(line));
  const list = formatPrice(line.listPrice);
  const priceError =
    kinds.has('price') || !isValidPriceToSell(line)
      ? t`ราคาขายต้องอยู่ระหว่าง ${lowest} ถึง ${list}`
      : undefined;
  return (
    <li className="live-line" aria-labelledby={`${ids}-name`}>
      <strong id={`${ids}-name`}>{line.name}</strong>
      <p className="live-line__rule">
        <Trans>
          ราคาปกติ <Price amount={line.listPrice} /> · แคชแบ็ก <Price amount={line.cashback} /> ·
          คงเหลือ {line.stock} ชิ้น
        </Trans>
      </p>
      <div className="live-line__fields">
        <div className="form-field">
          <label htmlFor={`${ids}-keyword`}>
            <Trans>คีย์เวิร์ด</Trans>
          </label>
          <input
            id={`${ids}-keyword`}
            value={line.keyword}
            maxLength={20}
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            aria-invalid={keywordError ? true : undefined}
            aria-describedby={keywordError ? `${ids}-keyword-error` : undefined}
            onChange={(event) =>
              actor.send({
                type: 'livePost.keyword.set',
                productId: line.productId,
                keyword: event.target.value,
              })
            }
          />
          {keywordError && (
            <p id={`${ids}-keyword-error`} className="field-error">
              {keywordError}
            </p>
          )}
        </div>
        <div className="form-field">
          <label htmlFor={`${ids}-price`}>
            <Trans>ราคาขายในไลฟ์ (บาท)</Trans>
          </label>
          <input
            id={`${ids}-price`}
            inputMode="decimal"
            autoComplete="off"
            defaultValue={line.price.toFixed(2)}
            aria-invalid={priceError ? true : undefined}
            aria-describedby={`${ids}-price-rule`}
            onChange={(event) =>
              actor.send({
                type: 'livePost.price.set',
                productId: line.productId,
                price: bahtOf(event.target.value),
              })
            }
          />
          <p id={`${ids}-price-rule`} className={priceError ? 'field-error' : 'live-line__rule'}>
            {priceError ?? (
              <Trans>
                แคชแบ็กที่ผู้ซื้อได้รับ <Price amount={displayCashback(line)} />
              </Trans>
            )}
          </p>
        </div>
      </div>
      <button
        type="button"
        className="button button--ghost"
        aria-label={t`นำ ${line.name} ออก`}
        onClick={() => actor.send({ type: 'livePost.product.remove', productId: line.productId })}
      >
        <Trans>นำออก</Trans>
      </button>
    </li>
  );
}
