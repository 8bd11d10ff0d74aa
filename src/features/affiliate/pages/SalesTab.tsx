import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { affiliateSalesQuery } from '../../../api/queries/affiliate.ts';
import { formatDate } from '../../../format/date.ts';
import type { Locale } from '../../../i18n/locales.ts';
import { Price } from '../../../ui/Price.tsx';
import { AffiliateList } from './AffiliateList.tsx';
import { useCashbackStateNames } from './ledger-words.ts';

/** The orders placed through the affiliate's links, newest first, with their cashback. */
export function SalesTab({ pageNo }: { pageNo: number }) {
  const { t, i18n } = useLingui();
  const states = useCashbackStateNames();
  return (
    <AffiliateList
      query={useQuery(affiliateSalesQuery(pageNo))}
      pageNo={pageNo}
      caption={t`คำสั่งซื้อจากลิงก์ของคุณ`}
      empty={<Trans>ยังไม่มีคำสั่งซื้อจากลิงก์ของคุณ</Trans>}
      head={
        <>
          <th scope="col">
            <Trans>คำสั่งซื้อ</Trans>
          </th>
          <th scope="col">
            <Trans>วันที่</Trans>
          </th>
          <th scope="col">
            <Trans>ผู้ซื้อ</Trans>
          </th>
          <th scope="col">
            <Trans>สถานะ</Trans>
          </th>
          <th scope="col">
            <Trans>ยอดรวม</Trans>
          </th>
          <th scope="col">
            <Trans>เงินคืน</Trans>
          </th>
        </>
      }
      row={(sale) => (
        <tr key={sale.referenceCode}>
          <td>{sale.referenceCode}</td>
          <td>{formatDate(sale.placedAt, i18n.locale as Locale)}</td>
          <td>{sale.buyer}</td>
          <td>{sale.status}</td>
          <td>
            <Price amount={sale.total} />
          </td>
          <td>
            <Price amount={sale.cashback} /> ({states[sale.cashbackState]})
          </td>
        </tr>
      )}
    />
  );
}
