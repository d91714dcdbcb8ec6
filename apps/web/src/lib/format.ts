import i18n from '../i18n/index.ts';

const locale = () => (i18n.resolvedLanguage === 'en' ? 'en-US' : 'ko-KR');

/** 2026. 11. 22. in Korean, Nov 22, 2026 in English. */
export function formatDate(iso: string | Date): string {
  return new Intl.DateTimeFormat(locale(), { dateStyle: 'medium' }).format(new Date(iso));
}

export function formatDateTime(iso: string | Date): string {
  return new Intl.DateTimeFormat(locale(), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/** Money is an integer in the currency's minor unit (KRW has none): ₩12,300. */
export function formatMoney(minor: number, currency = 'KRW'): string {
  const digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 0;
  return new Intl.NumberFormat(locale(), { style: 'currency', currency }).format(minor / 10 ** digits);
}

export function formatNumber(n: number, fractionDigits = 0): string {
  return new Intl.NumberFormat(locale(), { maximumFractionDigits: fractionDigits }).format(n);
}

/** A bilingual record's name (nameKo / nameEn) in the reader's language, the other when it is empty. */
export function localName(x: { nameKo: string; nameEn: string }, lang: string | undefined): string {
  return lang === 'en' ? x.nameEn || x.nameKo : x.nameKo || x.nameEn;
}
