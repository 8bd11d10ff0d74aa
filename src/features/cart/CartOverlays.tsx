import { Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { leavesCartOrCheckout } from '../../../machines/layout/layout-rules.ts';
import { COUPON_CODE_KEY } from '../../cart/cart-contract.ts';
import { Alert } from '../../ui/Alert.tsx';
import { CartErrorModal } from './CartErrorModal.tsx';
import { CartPanel } from './CartPanel.tsx';
import { showCartNotice, useCartNotice } from './cart-notices.ts';
import { useCartRuntime, useCartState } from './use-cart.ts';
import './cart.css';

/**
 * What the cart shows over every page once its code is there: the slide-in panel, the global
 * cart error, and the profile warning. A route change closes the panel; leaving the cart or
 * checkout clears the stored coupon code.
 */
export default function CartOverlays({ pathname }: { pathname: string }) {
  const { panel } = useCartRuntime();
  const panelState = useSelector(panel, (snapshot) => snapshot.value);
  const { errorCode, serverMessage } = useCartState();
  const notice = useCartNotice();
  const previous = useRef(pathname);

  useEffect(() => {
    const from = previous.current;
    if (from === pathname) return;
    previous.current = pathname;
    panel.send({ type: 'cartPanel.close' });
    if (leavesCartOrCheckout(from, pathname)) sessionStorage.removeItem(COUPON_CODE_KEY);
  }, [pathname, panel]);

  return (
    <>
      {panelState !== 'closed' && <CartPanel closing={panelState === 'closing'} />}
      {errorCode !== null && <CartErrorModal message={serverMessage} />}
      {notice === 'profileIncomplete' && (
        <div className="cart-notice">
          <Alert kind="warning" onClose={() => showCartNotice(null)}>
            <Trans>กรุณากรอกข้อมูลโปรไฟล์ให้ครบถ้วน (เบอร์โทรศัพท์และอีเมล)</Trans>
          </Alert>
        </div>
      )}
    </>
  );
}
