import { intlLocale, type Locale } from '../i18n/locales.ts';

export const TIME_ZONE = 'Asia/Bangkok';

export type DateStyle = 'date' | 'dateTime' | 'dateTimeSeconds';

const timeParts: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  date: {},
  dateTime: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  dateTimeSeconds: { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' },
};

/**
 * `DD MMM YYYY` (optionally `HH:mm` or `HH:mm:ss`) in Bangkok time. th-TH gives
 * Buddhist-era years and Thai month abbreviations. The parts are reassembled so both
 * languages share one order, which Intl alone does not give for en-US.
 */
export function formatDate(
  value: Date | string,
  locale: Locale,
  style: DateStyle = 'date',
): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  const parts = new Intl.DateTimeFormat(intlLocale[locale], {
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    timeZone: TIME_ZONE,
    ...timeParts[style],
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  const day = `${part('day')} ${part('month')} ${part('year')}`;
  if (style === 'date') return day;
  const time = [part('hour'), part('minute'), style === 'dateTimeSeconds' ? part('second') : '']
    .filter(Boolean)
    .join(':');
  return `${day} ${time}`;
}
