/**
 * The condition text of a rule (or of a finding) to show in a language. Korean screens and PDFs show the
 * Korean text; a rule that has none yet falls back on its English text, flagged `untranslated` so the
 * caller marks it as English — an English text is never passed off as Korean. (Records made before a rule
 * had a Korean text may lack the field.)
 */
export function conditionsIn(
  rule: { conditions: string; conditionsKo?: string | null },
  lang: string | undefined,
): { text: string; untranslated: boolean } {
  if (lang !== 'ko') return { text: rule.conditions, untranslated: false };
  if (rule.conditionsKo) return { text: rule.conditionsKo, untranslated: false };
  return { text: rule.conditions, untranslated: rule.conditions !== '' };
}
