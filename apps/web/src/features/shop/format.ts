export function localSummary(x: { summaryKo: string; summaryEn: string }, lang: string | undefined): string {
  return lang === 'en' ? x.summaryEn || x.summaryKo : x.summaryKo || x.summaryEn;
}

export { localName } from '../../lib/format.ts';
