import { useLingui } from '@lingui/react/macro';
import { type Locale, locales } from '../../i18n/locales.ts';
import { switchLanguage } from '../../i18n/switch-language.ts';
import { Disclosure } from '../../ui/Disclosure.tsx';

const shortName: Record<Locale, string> = { th: 'TH', en: 'ENG' };
const nativeName: Record<Locale, string> = { th: 'ไทย', en: 'English' };

/** The language buttons; choosing one sets the cookie and reloads in that language. */
export function LanguageOptions() {
  const { i18n } = useLingui();
  return (
    <ul>
      {locales.map((locale) => (
        <li key={locale}>
          <button
            type="button"
            lang={locale}
            aria-pressed={i18n.locale === locale}
            onClick={() => {
              if (i18n.locale !== locale) void switchLanguage(locale);
            }}
          >
            {shortName[locale]} · {nativeName[locale]}
          </button>
        </li>
      ))}
    </ul>
  );
}

export function LanguageMenu() {
  const { i18n, t } = useLingui();
  const current = shortName[i18n.locale as Locale] ?? shortName.th;
  return (
    <Disclosure label={current} ariaLabel={t`ภาษา: ${current}`} align="end">
      <LanguageOptions />
    </Disclosure>
  );
}
