/**
 * Korean particles chosen for the word before them (은/는, 이/가, 을/를, 과/와, 으로/로 …), so a
 * sentence reads "견적서를" and "주문을", never "을(를)". The word's last sound decides: a Hangul
 * syllable's final consonant (받침), a digit as it is read (1 일, 2 이, 10 십, ₩… 원), a Latin
 * letter as a Korean reader says it (FL-001 → 일, QC → 씨, Lab → 랩). A word whose sound cannot be
 * told (no Hangul, Latin or digit at its end) gets both forms, "을(를)", as before.
 */

/** The first form of each pair follows a final consonant, the second a vowel. */
const PAIRS: Record<string, readonly [string, string]> = {
  '은/는': ['은', '는'],
  '는/은': ['은', '는'],
  '이/가': ['이', '가'],
  '가/이': ['이', '가'],
  '을/를': ['을', '를'],
  '를/을': ['을', '를'],
  '과/와': ['과', '와'],
  '와/과': ['과', '와'],
  '으로/로': ['으로', '로'],
  '로/으로': ['으로', '로'],
  '이나/나': ['이나', '나'],
  '이라/라': ['이라', '라'],
};

export type ParticlePair = keyof typeof PAIRS;

/** The sound a word ends on: a final consonant, ㄹ in particular (으로/로 treats it as a vowel), or none. */
type Ending = 'vowel' | 'consonant' | 'rieul' | 'unknown';

// digits as read: 0 영, 1 일, 2 이, 3 삼, 4 사, 5 오, 6 육, 7 칠, 8 팔, 9 구
const DIGIT: Ending[] = ['consonant', 'rieul', 'vowel', 'consonant', 'vowel', 'vowel', 'consonant', 'rieul', 'rieul', 'vowel'];
// capital letters said by name: 엘, 엠, 엔, 알 end on a consonant; 에이, 비, 씨 … on a vowel
const LETTER_NAME: Record<string, Ending> = { L: 'rieul', R: 'rieul', M: 'consonant', N: 'consonant' };

function endingOf(word: string): Ending {
  const text = word.trim();
  // an amount in won is read "… 원"
  if (/^[₩]|원$/.test(text)) return 'consonant';
  const m = /([\uAC00-\uD7A3A-Za-z0-9]+)[^\uAC00-\uD7A3A-Za-z0-9]*$/.exec(text);
  if (!m) return 'unknown';
  const run = m[1]!;
  const last = run[run.length - 1]!;
  const code = last.charCodeAt(0);
  if (code >= 0xac00 && code <= 0xd7a3) {
    const final = (code - 0xac00) % 28;
    return final === 0 ? 'vowel' : final === 8 ? 'rieul' : 'consonant';
  }
  if (/[0-9]/.test(last)) {
    const digits = /[0-9]+$/.exec(run)![0];
    // 10 십, 100 백, 1000 천, 10000 만 … all end on a consonant
    if (digits.length > 1 && last === '0') return 'consonant';
    return DIGIT[Number(last)]!;
  }
  // an all-capital run is spelled out letter by letter (QC 큐씨, FL 에프엘)
  if (/^[A-Z]+$/.test(run.replace(/[0-9]/g, '')) && /[A-Z]/.test(last)) return LETTER_NAME[last] ?? 'vowel';
  const lower = run.toLowerCase();
  if (lower.endsWith('ng')) return 'consonant'; // -ing 잉
  if (/[l]$/.test(lower)) return 'rieul'; // gel 젤
  if (/[mnbkpt]$/.test(lower)) return 'consonant'; // cream 크림, lotion 로션, lab 랩, pack 팩
  return 'vowel'; // toner 토너, base 베이스, mask 마스크
}

/** Only the particle for `word`: particle('견적', '을/를') is '을'. */
export function particle(word: string, pair: string): string {
  const forms = PAIRS[pair];
  if (!forms) return pair;
  const [afterConsonant, afterVowel] = forms;
  const ending = endingOf(word);
  if (ending === 'unknown') {
    // both forms: 을(를), (으)로
    return afterConsonant.endsWith(afterVowel)
      ? `(${afterConsonant.slice(0, -afterVowel.length)})${afterVowel}`
      : `${afterConsonant}(${afterVowel})`;
  }
  if (ending === 'vowel') return afterVowel;
  // 으로/로: ㄹ takes 로 (서울로, 젤로)
  if (ending === 'rieul' && afterConsonant === '으로') return afterVowel;
  return afterConsonant;
}

/** The word with its particle: josa('견적서', '을/를') is '견적서를'. */
export function josa(word: string, pair: string): string {
  return word + particle(word, pair);
}
