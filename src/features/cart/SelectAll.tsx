import { Trans } from '@lingui/react/macro';
import type { Cart } from '../../../machines/cart/cart-lines.ts';
import { checkableLines, isAllChecked } from '../../../machines/cart/cart-selection.ts';
import { useCartRuntime } from './use-cart.ts';

/** Ticks or clears every checkable line; on only when every paid line is ticked and in stock. */
export function SelectAll({ cart: shown }: { cart: Cart | null }) {
  const { cart } = useCartRuntime();
  const checkable = checkableLines(shown?.orders ?? []);
  return (
    <label className="cart-select-all">
      <input
        type="checkbox"
        checked={isAllChecked(shown)}
        disabled={checkable.length === 0}
        onChange={(event) =>
          cart.send({ type: 'cart.select', lines: checkable, checked: event.target.checked })
        }
      />
      <Trans>เลือกทั้งหมด</Trans>
    </label>
  );
}
