import type { AccountModal as Modal } from '../../session/account-modals.ts';
import LoginModal from './login/LoginModal.tsx';
import ForgotPasswordModal from './password/ForgotPasswordModal.tsx';
import SellerPromoModal from './promo/SellerPromoModal.tsx';
import RegisterModal from './register/RegisterModal.tsx';

/** The open account modal. */
export default function AccountModal({ modal }: { modal: Modal }) {
  switch (modal.kind) {
    case 'login':
      return <LoginModal required={modal.required === true} telephone={modal.telephone} />;
    case 'register':
      return <RegisterModal verified={modal.verified} />;
    case 'forgotPassword':
      return <ForgotPasswordModal />;
    case 'sellerPromo':
      return <SellerPromoModal />;
  }
}
