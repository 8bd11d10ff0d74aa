import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { affiliateLedgerQuery } from '../../../api/queries/affiliate.ts';
import { formatDate } from '../../../format/date.ts';
import type { Locale } from '../../../i18n/locales.ts';
import { Price } from '../../../ui/Price.tsx';
import { AffiliateList } from './AffiliateList.tsx';
import { useLedgerKindNames } from './ledger-words.ts';

/**
 * The ledger as a statement, newest first: each entry's date, what it records, its order's
 * reference, what it changed and the balance after; a waiting cashback says when it is
 * expected to be confirmed.
 */
export function FinanceTab({ pageNo }: { pageNo: number }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const kinds = useLedgerKindNames();
  return (
    <AffiliateList
      query={useQuery(affiliateLedgerQuery(pageNo))}
      pageNo={pageNo}
      caption={t`รายการเงินคืนและการถอนเงิน`}
      empty={<Trans>ยังไม่มีรายการ เงินคืนจะแสดงที่นี่เมื่อมีคำสั่งซื้อผ่านลิงก์ของคุณ</Trans>}
      head={
        <>
          <th scope="col">
            <Trans>วันที่</Trans>
          </th>
          <th scope="col">
            <Trans>รายการ</Trans>
          </th>
          <th scope="col">
            <Trans>อ้างอิง</Trans>
          </th>
          <th scope="col">
            <Trans>จำนวนเงิน</Trans>
          </th>
          <th scope="col">
            <Trans>ยอดที่ถอนได้</Trans>
          </th>
        </>
      }
      row={(entry) => (
        <tr key={entry.seq}>
          <td>{formatDate(entry.createdAt, locale, 'dateTime')}</td>
          <td>
            {kinds[entry.kind]}
            {entry.expectedAt && (
              <>
                <br />
                <small>
                  <Trans>คาดว่าจะยืนยันภายใน {formatDate(entry.expectedAt, locale)}</Trans>
                </small>
              </>
            )}
          </td>
          <td>{entry.reason}</td>
          <td>
            <Price
              amount={entry.kind === 'cashback.waiting' ? entry.amount : entry.balanceChange}
            />
          </td>
          <td>
            <Price amount={entry.balanceAfter} />
          </td>
        </tr>
      )}
    />
  );
}
