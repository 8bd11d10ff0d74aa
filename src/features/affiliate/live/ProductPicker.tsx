import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useDeferredValue, useId, useState } from 'react';
import { type Draft, keywordKeyOf } from '../../../../machines/live-post/live-post-rules.ts';
import { type LiveProduct, liveProductsQuery } from '../../../api/queries/live.ts';
import { Price } from '../../../ui/Price.tsx';
import type { LivePostActor } from './live-post-actor.ts';

/** The first keyword A1, A2, … the draft has not used (as comments read them). */
function nextKeyword(draft: Draft): string {
  const used = new Set(draft.lines.map((line) => keywordKeyOf(line.keyword)));
  let n = draft.lines.length + 1;
  while (used.has(`a${n}`)) n += 1;
  return `A${n}`;
}

/**
 * Finds the products a live post may sell (none with options, none another post holds) by
 * name, and adds one to the draft at its list price under the next free keyword.
 */
export function ProductPicker({ actor }: { actor: LivePostActor }) {
  const { t } = useLingui();
  const ids = useId();
  const [typed, setTyped] = useState('');
  const search = useDeferredValue(typed.trim());
  const draft = useSelector(actor, (s) => s.context.draft);
  const postId = useSelector(actor, (s) => s.context.id);
  const products = useQuery(liveProductsQuery(search, postId));
  const add = (product: LiveProduct) =>
    actor.send({
      type: 'livePost.product.add',
      line: {
        productId: product.productId,
        name: product.name,
        imageUrl: product.imageUrl,
        listPrice: product.listPrice,
        cashback: product.cashback,
        stock: product.stock,
        keyword: nextKeyword(draft),
        price: product.listPrice,
      },
    });
  const inDraft = new Set(draft.lines.map((line) => line.productId));
  return (
    <fieldset>
      <legend>
        <Trans>เพิ่มสินค้า</Trans>
      </legend>
      <div className="form-field">
        <label htmlFor={`${ids}-search`}>
          <Trans>ค้นหาสินค้า</Trans>
        </label>
        <input
          id={`${ids}-search`}
          type="search"
          value={typed}
          maxLength={100}
          onChange={(event) => setTyped(event.target.value)}
          // The picker sits in the draft's form: Enter here searches, it does not save.
          onKeyDown={(event) => {
            if (event.key === 'Enter') event.preventDefault();
          }}
        />
      </div>
      {products.isError && (
        <p role="alert">
          <Trans>โหลดรายการสินค้าไม่สำเร็จ</Trans>
        </p>
      )}
      {products.data && products.data.dataList.length === 0 && (
        <p>
          <Trans>ไม่พบสินค้าที่ขายในไลฟ์ได้</Trans>
        </p>
      )}
      <ul className="live-lines" aria-label={t`สินค้าที่เพิ่มได้`}>
        {products.data?.dataList.map((product) => (
          <li key={product.productId} className="live-line">
            <span>
              {product.name} · <Price amount={product.listPrice} />
            </span>
            <button
              type="button"
              className="button button--ghost"
              disabled={inDraft.has(product.productId)}
              aria-label={t`เพิ่ม ${product.name}`}
              onClick={() => add(product)}
            >
              <Trans>เพิ่ม</Trans>
            </button>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
