import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { footerConfigQuery, footerSettingQuery, logoQuery } from '../../api/queries/settings.ts';
import { ContactDetails } from '../../ui/ContactDetails.tsx';
import { Img } from '../../ui/Img.tsx';
import { Icon } from '../../ui/icons.tsx';
import { LanguageOptions } from '../header/LanguageMenu.tsx';
import { policyLinks } from '../nav-links.ts';

// The footer's own icons: here, not in the first load's icon module.
const FacebookIcon = () => (
  <Icon>
    <path d="M15 3h-2a4 4 0 0 0-4 4v3H7v4h2v7h4v-7h3l1-4h-4V7a1 1 0 0 1 1-1h2z" />
  </Icon>
);
const InstagramIcon = () => (
  <Icon>
    <rect x="3" y="3" width="18" height="18" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <circle cx="17.5" cy="6.5" r="0.5" />
  </Icon>
);
const LineIcon = () => (
  <Icon>
    <path d="M12 3C6.5 3 2 6.6 2 11c0 3.9 3.5 7.2 8.3 7.9L10 22l4.5-3.3C18.9 17.7 22 14.6 22 11c0-4.4-4.5-8-10-8z" />
  </Icon>
);

/** What the footer shows; a chunk of its own, loaded as the footer nears the screen. */
export default function FooterContent() {
  const { i18n, t } = useLingui();
  const inNewTab = (name: string) => t`${name} (เปิดในแท็บใหม่)`;
  const config = useQuery(footerConfigQuery()).data;
  const setting = useQuery(footerSettingQuery()).data;
  const company = useQuery(logoQuery()).data;

  const socials = config
    ? [
        {
          on: config.isFacebook,
          href: config.linkFacebook,
          label: 'Facebook',
          icon: <FacebookIcon />,
        },
        {
          on: config.isInstagram,
          href: config.linkInstagram,
          label: 'Instagram',
          icon: <InstagramIcon />,
        },
        { on: config.isLine, href: config.linkLine, label: 'LINE', icon: <LineIcon /> },
      ].filter((social) => social.on && social.href)
    : [];

  return (
    <>
      <div className="container site-footer__grid">
        <section aria-labelledby="footer-about">
          {setting && (
            <Img
              src={setting.logo.url}
              width={setting.logo.width}
              height={setting.logo.height}
              alt={setting.logo.alt || company?.companyName || ''}
              className="site-footer__logo"
            />
          )}
          <h2 id="footer-about" className="site-footer__heading">
            <Trans>เกี่ยวกับเรา</Trans>
          </h2>
          {config && <p>{config.aboutUsText}</p>}
          {config?.trustMark && (
            <a
              href={config.trustMark.linkUrl}
              className="site-footer__trust-mark"
              target="_blank"
              rel="noopener noreferrer"
              aria-label={inNewTab(config.trustMark.image.alt)}
            >
              <Img
                src={config.trustMark.image.url}
                width={config.trustMark.image.width}
                height={config.trustMark.image.height}
                alt=""
              />
            </a>
          )}
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="site-footer__heading">
            <Trans>ติดต่อเรา</Trans>
          </h2>
          {config && (
            <ContactDetails
              address={config.contactUsAddress}
              telephone={config.contactUsTelephone}
              fax={config.contactUsFax}
              email={config.contactUsEmail}
            />
          )}
          {socials.length > 0 && (
            <ul className="site-footer__socials">
              {socials.map(({ label: network, href, icon }) => (
                <li key={network}>
                  <a
                    href={href}
                    className="icon-button"
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={inNewTab(network)}
                  >
                    {icon}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </section>
        <nav aria-label={t`นโยบายและข้อกำหนด`}>
          <ul className="site-footer__links">
            {policyLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{i18n._(link.label)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-language">
          <h2 id="footer-language" className="site-footer__heading">
            <Trans>ภาษา</Trans>
          </h2>
          <div className="site-footer__languages">
            <LanguageOptions />
          </div>
        </section>
      </div>
      {setting && <p className="container site-footer__copyright">{setting.copyright}</p>}
    </>
  );
}
