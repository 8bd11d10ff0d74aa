import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { paymentChannelsQuery, shippingMethodsQuery } from '../../../api/queries/catalogue.ts';
import type { ListFilter, ProductSearch } from '../search/product-search.ts';
import { hasFilters, toggled, withFilters, withoutFilters } from '../search/search-changes.ts';
import { CheckboxGroup } from './CheckboxGroup.tsx';
import { PriceRangeForm } from './PriceRangeForm.tsx';
import { useProductSearchChange } from './useProductSearchChange.ts';

/** Minimum-discount buckets in percent. */
const DISCOUNT_BUCKETS = [10, 20, 30, 40, 50] as const;
/** Minimum stars, best first. */
const RATING_BUCKETS = [5, 4, 3, 2, 1] as const;

/**
 * Every filter of the product list; each change goes into the URL at once. Loaded with the
 * list on wide screens and when the filter dialog opens on phones (its form library is the
 * larger part of the list's code).
 */
export default function FilterPanel({ search }: { search: ProductSearch }) {
  const { t } = useLingui();
  const change = useProductSearchChange();
  const payments = useSuspenseQuery(paymentChannelsQuery()).data;
  const shippings = useSuspenseQuery(shippingMethodsQuery()).data;

  const toggle = (name: ListFilter) => (value: number) =>
    change((current) => withFilters(current, { [name]: toggled(current[name], value) }));

  return (
    <div className="filter-panel">
      <PriceRangeForm
        startprice={search.startprice}
        endprice={search.endprice}
        onApply={(range) => change((current) => withFilters(current, range))}
      />
      <CheckboxGroup
        legend={t`ส่วนลด`}
        options={DISCOUNT_BUCKETS.map((percent) => ({
          value: percent,
          label: <Trans>ลด {percent}% ขึ้นไป</Trans>,
        }))}
        selected={search.discount}
        onToggle={toggle('discount')}
      />
      <CheckboxGroup
        legend={t`คะแนนรีวิว`}
        options={RATING_BUCKETS.map((stars) => ({
          value: stars,
          label: (
            <>
              <span aria-hidden="true" className="rating__star">
                {'★'.repeat(stars)}
              </span>{' '}
              <Plural value={stars} one={`${stars} ดาวขึ้นไป`} other={`${stars} ดาวขึ้นไป`} />
            </>
          ),
        }))}
        selected={search.rating}
        onToggle={toggle('rating')}
      />
      <CheckboxGroup
        legend={t`ช่องทางการชำระเงิน`}
        options={payments.map((channel) => ({ value: channel.id, label: channel.name }))}
        selected={search.payment}
        onToggle={toggle('payment')}
      />
      <CheckboxGroup
        legend={t`การจัดส่ง`}
        options={shippings.map((method) => ({ value: method.id, label: method.name }))}
        selected={search.shipping}
        onToggle={toggle('shipping')}
      />
      {hasFilters(search) && (
        <button
          type="button"
          className="button button--ghost"
          onClick={() => change(withoutFilters)}
        >
          <Trans>ล้างตัวกรองทั้งหมด</Trans>
        </button>
      )}
    </div>
  );
}
