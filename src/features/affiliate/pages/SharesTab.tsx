import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { affiliateSharesQuery } from '../../../api/queries/affiliate.ts';
import { formatCount } from '../../../format/number.ts';
import { AffiliateList } from './AffiliateList.tsx';

/** Each link the affiliate shared: its clicks (by network) and the orders it brought. */
export function SharesTab({ pageNo }: { pageNo: number }) {
  const { t } = useLingui();
  const networkName = (network: string | null) => network ?? t`ไม่ระบุช่องทาง`;
  return (
    <AffiliateList
      query={useQuery(affiliateSharesQuery(pageNo))}
      pageNo={pageNo}
      caption={t`ลิงก์ที่คุณแชร์`}
      empty={<Trans>ยังไม่มีผู้คลิกลิงก์ของคุณ แชร์สินค้าจากหน้าสินค้าเพื่อเริ่มต้น</Trans>}
      head={
        <>
          <th scope="col">
            <Trans>ลิงก์</Trans>
          </th>
          <th scope="col">
            <Trans>คลิก</Trans>
          </th>
          <th scope="col">
            <Trans>คำสั่งซื้อ</Trans>
          </th>
          <th scope="col">
            <Trans>คลิกตามช่องทาง</Trans>
          </th>
        </>
      }
      row={(share) => (
        <tr key={share.link}>
          <td>{share.link}</td>
          <td>{formatCount(share.clicks)}</td>
          <td>{formatCount(share.orders)}</td>
          <td>
            {share.networks
              .map(({ network, clicks }) => `${networkName(network)} ${formatCount(clicks)}`)
              .join(', ')}
          </td>
        </tr>
      )}
    />
  );
}
