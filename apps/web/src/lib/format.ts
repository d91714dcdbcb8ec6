import i18n from '../i18n/index.ts';

const locale = () => (i18n.resolvedLanguage === 'en' ? 'en-US' : 'ko-KR');

/**
 * Intl's formatters, made once per locale and options: making one costs far more than formatting
 * with it (a catalogue page's 24 cards made 70 of them while hydrating; Total Blocking Time, issue 26).
 */
const made = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
const numberFormat = (lang: string, options: Intl.NumberFormatOptions) => {
  const key = `n${lang}${JSON.stringify(options)}`;
  return (made.get(key) ?? made.set(key, new Intl.NumberFormat(lang, options)).get(key)) as Intl.NumberFormat;
};
const dateFormat = (lang: string, options: Intl.DateTimeFormatOptions) => {
  const key = `d${lang}${JSON.stringify(options)}`;
  return (made.get(key) ?? made.set(key, new Intl.DateTimeFormat(lang, options)).get(key)) as Intl.DateTimeFormat;
};

/**
 * A date that cannot be read ("2026-02-30" stored before the server refused it) is shown as it is,
 * never thrown: one bad row must not take a whole screen down ("Invalid time value", issue 23).
 */
function safely(iso: string | Date, format: (d: Date) => string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return typeof iso === 'string' && iso ? iso : '–';
  return format(d);
}

/** 2026. 11. 22. in Korean, Nov 22, 2026 in English; in `timeZone`, else the reader's own. */
export function formatDate(iso: string | Date, timeZone?: string): string {
  return safely(iso, (d) => dateFormat(locale(), { dateStyle: 'medium', timeZone }).format(d));
}

export function formatDateTime(iso: string | Date, timeZone?: string): string {
  return safely(iso, (d) => dateFormat(locale(), { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(d));
}

/**
 * A calendar day (YYYY-MM-DD) in the reader's locale (the given one, else the app's), without moving
 * it across time zones; '–' when there is none, the text itself when it is not a real day.
 */
export function formatDay(day: string | null | undefined, language?: string): string {
  if (!day) return '–';
  const lang = language ?? i18n.resolvedLanguage;
  return safely(`${day}T00:00:00Z`, (d) =>
    /^\d{4}-\d{2}-\d{2}$/.test(day) && d.toISOString().slice(0, 10) === day
      ? dateFormat(lang === 'en' ? 'en-US' : 'ko-KR', { dateStyle: 'medium', timeZone: 'UTC' }).format(d)
      : day,
  ).replace(/T00:00:00Z$/, '');
}

/** Money is an integer in the currency's minor unit (KRW has none): ₩12,300. */
export function formatMoney(minor: number, currency = 'KRW'): string {
  const digits = numberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 0;
  return numberFormat(locale(), { style: 'currency', currency }).format(minor / 10 ** digits);
}

export function formatNumber(n: number, fractionDigits = 0): string {
  return numberFormat(locale(), { maximumFractionDigits: fractionDigits }).format(n);
}

/** A bilingual record's name (nameKo / nameEn) in the reader's language, the other when it is empty. */
export function localName(x: { nameKo: string; nameEn: string }, lang: string | undefined): string {
  return lang === 'en' ? x.nameEn || x.nameKo : x.nameKo || x.nameEn;
}
