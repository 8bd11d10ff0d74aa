import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { isApiError } from '../../../api/api-error.ts';
import { affiliateFinanceQuery } from '../../../api/queries/affiliate.ts';
import { useDocumentTitle } from '../../../ui/document-title.ts';
import { NotYetAvailable } from '../../../ui/NotYetAvailable.tsx';
import { LiveTab, type LiveTabSearch } from '../live/LiveTab.tsx';
import { CustomersTab } from './CustomersTab.tsx';
import { FinanceTab } from './FinanceTab.tsx';
import { FollowersTab } from './FollowersTab.tsx';
import { OverviewTab } from './OverviewTab.tsx';
import { SalesTab } from './SalesTab.tsx';
import { SharesTab } from './SharesTab.tsx';
import { WithdrawTab } from './WithdrawTab.tsx';
import '../../../ui/inline-list.css';
import '../../../ui/narrow-page.css';
import '../../../ui/pill-tabs.css';
import '../affiliate.css';

/** The affiliate's pages, by their tab in /user/profile/affiliate/{tab}. */
const AFFILIATE_TABS = [
  'overview',
  'finance',
  'sales',
  'customers',
  'shares',
  'followers',
  'withdraw',
  'live',
] as const;
type AffiliateTab = (typeof AFFILIATE_TABS)[number];

const isAffiliateTab = (tab: string): tab is AffiliateTab =>
  (AFFILIATE_TABS as readonly string[]).includes(tab);

/**
 * /user/profile/affiliate/{tab}: an affiliate's overview, finance (the ledger), sales,
 * customers, shares, followers, withdrawals (asking for one, and their history) and live selling
 * (their pages and live posts), each figure from the server's ledger and orders. A member who is not an affiliate is sent to apply.
 */
export default function AffiliatePages({
  tab,
  pageNo,
  filter,
}: {
  tab: string;
  pageNo: number;
  filter: LiveTabSearch;
}) {
  if (!isAffiliateTab(tab)) return <NotYetAvailable />;
  return <AffiliateTabPage tab={tab} pageNo={pageNo} filter={filter} />;
}

function AffiliateTabPage({
  tab,
  pageNo,
  filter,
}: {
  tab: AffiliateTab;
  pageNo: number;
  filter: LiveTabSearch;
}) {
  const { t } = useLingui();
  const names: Record<AffiliateTab, string> = {
    overview: t`ภาพรวม`,
    finance: t`การเงิน`,
    sales: t`ยอดขาย`,
    customers: t`ลูกค้า`,
    shares: t`การแชร์`,
    followers: t`ผู้ติดตาม`,
    withdraw: t`ถอนเงิน`,
    live: t`ไลฟ์สด`,
  };
  const title = t`นักขายพันธมิตร: ${names[tab]}`;
  useDocumentTitle(title);
  const finance = useQuery(affiliateFinanceQuery());
  const notAffiliate = isApiError(finance.error) && finance.error.status === 403;
  return (
    <section className="container narrow-page affiliate-page" aria-labelledby="affiliate-title">
      <h1 id="affiliate-title">{title}</h1>
      {notAffiliate ? (
        <p>
          <Trans>หน้านี้สำหรับนักขายพันธมิตร</Trans>{' '}
          <Link to="/user/profile/$menu" params={{ menu: 'affiliate' }}>
            <Trans>สมัครเป็นนักขายพันธมิตร</Trans>
          </Link>
        </p>
      ) : (
        <>
          <nav aria-label={t`หน้าของนักขายพันธมิตร`}>
            <ul className="inline-list">
              {AFFILIATE_TABS.map((name) => (
                <li key={name}>
                  <Link
                    to="/user/profile/$menu/$tab"
                    params={{ menu: 'affiliate', tab: name }}
                    aria-current={name === tab ? 'page' : undefined}
                    className="pill-tab"
                  >
                    {names[name]}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          {tab === 'overview' && <OverviewTab />}
          {tab === 'finance' && <FinanceTab pageNo={pageNo} />}
          {tab === 'sales' && <SalesTab pageNo={pageNo} />}
          {tab === 'customers' && <CustomersTab pageNo={pageNo} />}
          {tab === 'shares' && <SharesTab pageNo={pageNo} />}
          {tab === 'followers' && <FollowersTab pageNo={pageNo} />}
          {tab === 'withdraw' && <WithdrawTab pageNo={pageNo} />}
          {tab === 'live' && <LiveTab pageNo={pageNo} filter={filter} />}
        </>
      )}
    </section>
  );
}
