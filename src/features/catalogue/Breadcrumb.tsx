import { Trans, useLingui } from '@lingui/react/macro';
import { Link, type LinkProps } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import './breadcrumb.css';

export interface Crumb {
  label: ReactNode;
  link: Pick<LinkProps, 'to' | 'params'>;
}

/** Home, then the trail, then the current page (not a link). */
export function Breadcrumb({ trail = [], current }: { trail?: Crumb[]; current: ReactNode }) {
  const { t } = useLingui();
  return (
    <nav className="breadcrumb" aria-label={t`เส้นทางนำทาง`}>
      <ol>
        <li>
          <Link to="/">
            <Trans>หน้าแรก</Trans>
          </Link>
        </li>
        {trail.map((crumb, index) => (
          // A trail is fixed for the page it is on.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <li key={index}>
            <Link {...crumb.link}>{crumb.label}</Link>
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
