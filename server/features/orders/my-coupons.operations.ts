// The profile's rewards and vouchers (issue 38; spec section 2's labels): the coupons a
// shopper can use now, with what they take off, their minimum spend, when they end and the
// uses left, by the same limits checkout applies (checkout-rules.ts couponUseRefusal).
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client.ts';
import type { Handlers } from '../../http/handler.ts';
import { baht, localize } from '../shared/present.ts';
import { type CouponLimits, couponUseRefusal } from './checkout-rules.ts';
import type { OrderServices } from './services.ts';

interface CouponRow extends CouponLimits {
  code: string;
  nameTh: string;
  nameEn: string;
  discountSatang: number | null;
  discountPercent: number | null;
  maxDiscountSatang: number | null;
  minSpendSatang: number;
  endsAt: Date | string;
  total: number;
  byShopper: number;
}

const left = (limit: number | null, used: number) => (limit === null ? null : limit - used);

export const myCouponHandlers = {
  listMyCoupons: async ({ db, userId, culture, services }) => {
    const now = services.now();
    const rows = await rowsOf<CouponRow>(
      db,
      sql`select c.code, c.name_th as "nameTh", c.name_en as "nameEn",
          c.discount_satang as "discountSatang", c.discount_percent as "discountPercent",
          c.max_discount_satang as "maxDiscountSatang", c.min_spend_satang as "minSpendSatang",
          c.ends_at as "endsAt", c.max_uses as "maxUses",
          c.max_uses_per_customer as "maxUsesPerCustomer",
          count(u.id)::integer as total,
          (count(u.id) filter (where u.user_id = ${userId ?? 0}))::integer as "byShopper"
        from coupons c left join coupon_uses u on u.coupon_id = c.id and u.released_at is null
        where c.starts_at <= ${now} and c.ends_at > ${now}
        group by c.id
        order by c.ends_at, c.id
        limit 100`,
    );
    return rows
      .filter((row) => !couponUseRefusal(row, row))
      .map((row) => ({
        code: row.code,
        name: localize(culture, row.nameTh, row.nameEn),
        discount:
          row.discountSatang !== null
            ? { kind: 'baht' as const, amount: baht(row.discountSatang) }
            : {
                kind: 'percent' as const,
                percent: row.discountPercent ?? 0,
                maxDiscount: row.maxDiscountSatang === null ? null : baht(row.maxDiscountSatang),
              },
        minSpend: baht(row.minSpendSatang),
        endsAt: new Date(row.endsAt).toISOString(),
        usesLeft: left(row.maxUses, row.total),
        myUsesLeft: left(row.maxUsesPerCustomer, row.byShopper),
      }));
  },
} satisfies Partial<Handlers<OrderServices>>;
