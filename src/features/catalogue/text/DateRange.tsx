import { Trans, useLingui } from '@lingui/react/macro';
import { formatDate } from '../../../format/date.ts';
import { isLocale } from '../../../i18n/locales.ts';

/** "20 พ.ย. 2569 – 05 ม.ค. 2570": the shopper's language and calendar, Bangkok time. */
export function DateRange({ start, end }: { start: string; end: string }) {
  const { i18n } = useLingui();
  const locale = isLocale(i18n.locale) ? i18n.locale : 'th';
  const from = formatDate(start, locale);
  const to = formatDate(end, locale);
  return (
    <Trans>
      {from} ถึง {to}
    </Trans>
  );
}
