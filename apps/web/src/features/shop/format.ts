/** A bilingual record's name in the reader's language. */
export function localName(x: { nameKo: string; nameEn: string }, lang: string | undefined): string {
  return lang === 'en' ? x.nameEn || x.nameKo : x.nameKo || x.nameEn;
}

export function localSummary(x: { summaryKo: string; summaryEn: string }, lang: string | undefined): string {
  return lang === 'en' ? x.summaryEn || x.summaryKo : x.summaryKo || x.summaryEn;
}

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
