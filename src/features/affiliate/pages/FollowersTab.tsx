import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { affiliateFollowersQuery } from '../../../api/queries/affiliate.ts';
import { formatDate } from '../../../format/date.ts';
import { formatCount } from '../../../format/number.ts';
import type { Locale } from '../../../i18n/locales.ts';
import { AffiliateList } from './AffiliateList.tsx';

/**
 * The members who follow the affiliate (they follow from a product page they reached through
 * the affiliate's share), masked by the server as buyers are, latest first.
 */
export function FollowersTab({ pageNo }: { pageNo: number }) {
  const { t, i18n } = useLingui();
  const query = useQuery(affiliateFollowersQuery(pageNo));
  const count = formatCount(query.data?.count ?? 0);
  return (
    <>
      {query.data && (
        <p>
          <Trans>ผู้ติดตาม {count} คน</Trans>
        </p>
      )}
      <AffiliateList
        query={query}
        pageNo={pageNo}
        caption={t`ผู้ติดตามของคุณ`}
        empty={<Trans>ยังไม่มีผู้ติดตาม ผู้ที่เปิดลิงก์ที่คุณแชร์จะเห็นชื่อคุณในหน้าสินค้า และกดติดตามคุณได้</Trans>}
        head={
          <>
            <th scope="col">
              <Trans>ผู้ติดตาม</Trans>
            </th>
            <th scope="col">
              <Trans>ติดตามตั้งแต่</Trans>
            </th>
          </>
        }
        row={(follower, index) => (
          // Masked names can repeat: the row's place tells them apart.
          <tr key={`${follower.name}-${index}`}>
            <td>{follower.name}</td>
            <td>{formatDate(follower.since, i18n.locale as Locale)}</td>
          </tr>
        )}
      />
    </>
  );
}
