import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { affiliateFinanceQuery } from '../../../api/queries/affiliate.ts';
import { formatCount } from '../../../format/number.ts';
import { Price } from '../../../ui/Price.tsx';
import { LoadStatus } from './LoadStatus.tsx';

/** The affiliate's figures: what can be withdrawn, cashback by state, their links' reach. */
export function OverviewTab() {
  const { t } = useLingui();
  const finance = useQuery(affiliateFinanceQuery());
  if (finance.isPending || finance.isError) return <LoadStatus failed={finance.isError} />;
  const figures = finance.data;
  const money: Array<[string, number]> = [
    [t`ยอดที่ถอนได้`, figures.balance],
    [t`เงินคืนรอยืนยัน`, figures.waiting],
    [t`เงินคืนที่ยืนยันแล้ว`, figures.confirmed],
    [t`เงินคืนที่ถูกหักคืน`, figures.reversed],
    [t`กำลังถอน`, figures.inFlight],
    [t`ถอนแล้ว`, figures.withdrawn],
    [t`ยอดขายจากลิงก์ของคุณ`, figures.sales],
  ];
  return (
    <>
      <p>
        <Trans>
          รหัสนักขายพันธมิตรของคุณ <strong className="affiliate-code">{figures.affiliateCode}</strong>{' '}
          แชร์สินค้าจากหน้าสินค้า ลิงก์ที่แชร์จะมีรหัสนี้ คำสั่งซื้อผ่านลิงก์ภายใน 7 วันจะได้รับเงินคืน
        </Trans>
      </p>
      <dl className="affiliate-facts affiliate-figures">
        {money.map(([name, amount]) => (
          <div key={name}>
            <dt>{name}</dt>
            <dd>
              <Price amount={amount} />
            </dd>
          </div>
        ))}
        <div>
          <dt>
            <Trans>คลิกลิงก์ของคุณ</Trans>
          </dt>
          <dd>{formatCount(figures.clicks)}</dd>
        </div>
        <div>
          <dt>
            <Trans>คำสั่งซื้อจากลิงก์ของคุณ</Trans>
          </dt>
          <dd>{formatCount(figures.orders)}</dd>
        </div>
      </dl>
    </>
  );
}
