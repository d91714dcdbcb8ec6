/**
 * Korean ingredient names have two spellings in print (issue 25): the older transliteration of the MFDS
 * regulations and notices (메칠이소치아졸리논, 디메치콘, 트리에탄올아민) — which the compliance rules quote —
 * and the 화장품 성분 표준화명 the catalogue uses (메틸아이소싸이아졸리논, 다이메티콘, 트라이에탄올아민).
 * A search typed in the older one is also looked up in the newer: the rewrites below take the older
 * syllables to the newer, in this order (치아 → 싸이아 before 치 → 티). A rewrite that makes a word no
 * name has finds nothing more; the term as typed is always searched too.
 */
const OLD_TO_STANDARD: readonly [RegExp, string][] = [
  [/치아/g, '싸이아'], // thia-: 이소치아졸리논 → 아이소싸이아졸리논
  [/칠/g, '틸'], // -thyl: 메칠, 에칠, 부칠
  [/치/g, '티'], // -thi-/-thy-: 메치콘 → 메티콘
  [/(^|[^아])이소/g, '$1아이소'], // iso-
  [/(^|[^다])디(?=[가-힣])/g, '$1다이'], // di-: 디메티콘 → 다이메티콘
  [/(^|[^가-힣])트리/g, '$1트라이'], // tri- at a word's start (세트리모늄 keeps its 트리)
  [/크로라이드/g, '클로라이드'], // chloride
];

/** The term as typed and, when it has Hangul and the rewrites change it, its standard-name spelling. */
export function koreanSpellings(term: string): string[] {
  if (!/[가-힣]/.test(term)) return [term];
  let standard = term;
  for (const [from, to] of OLD_TO_STANDARD) standard = standard.replace(from, to);
  return standard === term ? [term] : [term, standard];
}
