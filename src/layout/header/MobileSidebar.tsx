import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useAccountModal } from '../../session/account-modals.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { AccountLinks } from '../account/AccountLinks.tsx';
import { mainLinks, membershipLabel, membershipLinks } from '../nav-links.ts';
import { LanguageOptions } from './LanguageMenu.tsx';
import './mobile-sidebar.css';

/** The mobile menu: a side dialog mirroring the header's links, language and account entries. */
export default function MobileSidebar({ onClose }: { onClose: () => void }) {
  const { i18n, t } = useLingui();
  const href = useRouterState({ select: (s) => s.location.href });
  const openedAt = useRef(href);

  // A page change, or an account modal opened from here, closes the menu.
  const accountModal = useAccountModal();
  useEffect(() => {
    if (href !== openedAt.current || accountModal) onClose();
  }, [href, accountModal, onClose]);

  return (
    <Dialog title={t`เมนู`} onClose={onClose} variant="side" className="mobile-sidebar">
      <nav aria-label={t`เมนูหลัก`}>
        <ul>
          {mainLinks.map((link) => (
            <li key={link.to}>
              <Link to={link.to} activeOptions={{ exact: link.to === '/' }}>
                {i18n._(link.label)}
              </Link>
            </li>
          ))}
        </ul>
        <h3>{i18n._(membershipLabel)}</h3>
        <ul>
          {membershipLinks.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{i18n._(link.label)}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <h3>
        <Trans>ภาษา</Trans>
      </h3>
      <div className="mobile-sidebar__languages">
        <LanguageOptions />
      </div>
      <div className="mobile-sidebar__account">
        <AccountLinks layout="sidebar" />
      </div>
    </Dialog>
  );
}
