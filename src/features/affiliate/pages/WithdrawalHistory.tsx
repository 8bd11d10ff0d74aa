import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { affiliateWithdrawalsQuery } from '../../../api/queries/affiliate.ts';
import { formatDate } from '../../../format/date.ts';
import type { Locale } from '../../../i18n/locales.ts';
import { Price } from '../../../ui/Price.tsx';
import { AffiliateList } from './AffiliateList.tsx';
import { useWithdrawalStatusNames } from './withdrawal-words.ts';

/**
 * The affiliate's withdrawals, newest first: when each was asked for, how much, where it went,
 * where it stands (a refusal with its reason, a transfer with the bank's reference) and the
 * day it is due to be transferred by.
 */
export function WithdrawalHistory({ pageNo }: { pageNo: number }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const statuses = useWithdrawalStatusNames();
  return (
    <AffiliateList
      query={useQuery(affiliateWithdrawalsQuery(pageNo))}
      pageNo={pageNo}
      caption={t`ประวัติการถอนเงิน`}
      empty={<Trans>ยังไม่มีการถอนเงิน</Trans>}
      head={
        <>
          <th scope="col">
            <Trans>วันที่ขอถอน</Trans>
          </th>
          <th scope="col">
            <Trans>จำนวนเงิน</Trans>
          </th>
          <th scope="col">
            <Trans>บัญชีปลายทาง</Trans>
          </th>
          <th scope="col">
            <Trans>สถานะ</Trans>
          </th>
          <th scope="col">
            <Trans>กำหนดโอนภายใน</Trans>
          </th>
        </>
      }
      row={(withdrawal) => (
        <tr key={withdrawal.id}>
          <td>{formatDate(withdrawal.requestedAt, locale, 'dateTime')}</td>
          <td>
            <Price amount={withdrawal.amount} />
          </td>
          <td>
            {withdrawal.account.bankName} ···{withdrawal.account.accountNumberEnding}
          </td>
          <td>
            {statuses[withdrawal.status]}
            {withdrawal.refusalReason && (
              <>
                <br />
                <small>
                  <Trans>เหตุผล: {withdrawal.refusalReason}</Trans>
                </small>
              </>
            )}
            {withdrawal.transferReference && (
              <>
                <br />
                <small>
                  <Trans>เลขอ้างอิงการโอน: {withdrawal.transferReference}</Trans>
                </small>
              </>
            )}
          </td>
          <td>{withdrawal.status === 'refused' ? '–' : formatDate(withdrawal.dueBy, locale)}</td>
        </tr>
      )}
    />
  );
}
