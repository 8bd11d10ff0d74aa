import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { affiliateCustomersQuery } from '../../../api/queries/affiliate.ts';
import { formatDate } from '../../../format/date.ts';
import { formatCount } from '../../../format/number.ts';
import type { Locale } from '../../../i18n/locales.ts';
import { Price } from '../../../ui/Price.tsx';
import { AffiliateList } from './AffiliateList.tsx';

/** Who bought through the affiliate's links, masked by the server (spec section 5). */
export function CustomersTab({ pageNo }: { pageNo: number }) {
  const { t, i18n } = useLingui();
  return (
    <AffiliateList
      query={useQuery(affiliateCustomersQuery(pageNo))}
      pageNo={pageNo}
      caption={t`ลูกค้าที่ซื้อผ่านลิงก์ของคุณ`}
      empty={<Trans>ยังไม่มีลูกค้าที่ซื้อผ่านลิงก์ของคุณ</Trans>}
      head={
        <>
          <th scope="col">
            <Trans>ลูกค้า</Trans>
          </th>
          <th scope="col">
            <Trans>คำสั่งซื้อ</Trans>
          </th>
          <th scope="col">
            <Trans>ยอดซื้อรวม</Trans>
          </th>
          <th scope="col">
            <Trans>สั่งซื้อล่าสุด</Trans>
          </th>
        </>
      }
      row={(customer, index) => (
        // Masked names can repeat: the row's place tells them apart.
        <tr key={`${customer.name}-${index}`}>
          <td>{customer.name}</td>
          <td>{formatCount(customer.orders)}</td>
          <td>
            <Price amount={customer.total} />
          </td>
          <td>{formatDate(customer.lastOrderAt, i18n.locale as Locale)}</td>
        </tr>
      )}
    />
  );
}
