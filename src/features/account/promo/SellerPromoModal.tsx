import { Trans, useLingui } from '@lingui/react/macro';
import { closeAccountModal } from '../../../session/account-modals.ts';
import { Dialog } from '../../../ui/Dialog.tsx';
import { SELLER_PORTAL_URL } from '../seller-portal.ts';
import '../account.css';

/** Shown once after registration (the register-success cookie): selling on the marketplace. */
export default function SellerPromoModal() {
  const { t } = useLingui();
  return (
    <Dialog title={t`เปิดร้านขายของกับเรา`} onClose={closeAccountModal} className="account-modal">
      <div className="account-panel">
        <p>
          <Trans>
            ยินดีต้อนรับสมาชิกใหม่! มีสินค้าอยากขาย? เปิดร้านค้าของคุณบนศูนย์ผู้ขายของเรา แล้วเริ่มขายให้ลูกค้าทั่วประเทศ
          </Trans>
        </p>
        <a className="button" href={SELLER_PORTAL_URL} target="_blank" rel="noopener noreferrer">
          <Trans>ไปที่ศูนย์ผู้ขาย (เปิดแท็บใหม่)</Trans>
        </a>
        <button type="button" className="link-button" onClick={closeAccountModal}>
          <Trans>ไว้ภายหลัง</Trans>
        </button>
      </div>
    </Dialog>
  );
}
