export function localSummary(x: { summaryKo: string; summaryEn: string }, lang: string | undefined): string {
  return lang === 'en' ? x.summaryEn || x.summaryKo : x.summaryKo || x.summaryEn;
}

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export { localName } from '../../lib/format.ts';
