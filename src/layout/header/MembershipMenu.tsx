import { useLingui } from '@lingui/react';
import { Link } from '@tanstack/react-router';
import { Disclosure } from '../../ui/Disclosure.tsx';
import { membershipLabel, membershipLinks } from '../nav-links.ts';

export function MembershipMenu() {
  const { i18n } = useLingui();
  return (
    <Disclosure label={i18n._(membershipLabel)}>
      <ul>
        {membershipLinks.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{i18n._(link.label)}</Link>
          </li>
        ))}
      </ul>
    </Disclosure>
  );
}
