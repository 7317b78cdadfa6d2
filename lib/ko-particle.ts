/**
 * Korean particles that depend on the sound before them: 을/를, 이/가, 은/는, 와/과 and (으)로.
 * Korean chooses by the last syllable's final consonant (batchim) as the word is read aloud, so a
 * name or number in Latin letters or digits is read first: numbers in Korean (3 → 삼, 20 → 이십),
 * model names by their English letters and digits (C4 → 씨포, A3 → 에이쓰리), words by how Korean
 * writes them (Pawtrail → 포트레일). Messages avoid a particle right after a placeholder (the value
 * is not known when the message is written); this decides the particle after text that is, and
 * messages/language.test.ts checks every Korean text with it.
 */
export type Final = 'none' | 'rieul' | 'other';
export type ParticlePair = '을/를' | '이/가' | '은/는' | '와/과' | '으로/로';

const HANGUL_FIRST = 0xac00;
const HANGUL_LAST = 0xd7a3;

/** Digits read in Korean: 영 일 이 삼 사 오 육 칠 팔 구. */
const KOREAN_DIGIT: Final[] = ['other', 'rieul', 'none', 'other', 'none', 'none', 'other', 'rieul', 'rieul', 'none'];
/** Digits read in English, as in model names: zero (제로) one (원) two (투) three (쓰리) four (포) five (파이브) six (식스) seven (세븐) eight (에잇) nine (나인). */
const ENGLISH_DIGIT: Final[] = ['none', 'other', 'none', 'none', 'none', 'none', 'none', 'other', 'other', 'other'];
/** Letters read by name: 에이 비 씨 디 이 에프 지 에이치 아이 제이 케이 엘 엠 엔 오 피 큐 알 에스 티 유 브이 더블유 엑스 와이 지. */
const LETTER: Record<string, Final> = { L: 'rieul', M: 'other', N: 'other', R: 'rieul' };

/** Units after a number, as Korean reads them. */
const UNITS: Record<string, Final> = {
  '%': 'none', // 퍼센트
  m: 'none', // 미터
  cm: 'none',
  mm: 'none',
  km: 'none',
  g: 'other', // 그램
  kg: 'other',
  mb: 'none', // 메가바이트
  kb: 'none',
  gb: 'none',
  px: 'rieul', // 픽셀
  mah: 'none', // 밀리암페어시
};

/** Words Korean reads differently from their spelling. */
const WORDS: Record<string, Final> = {
  pawtrail: 'rieul', // 포트레일
  zip: 'other', // 집
  app: 'other', // 앱
  sim: 'other', // 심
  pet: 'other', // 펫
  web: 'other', // 웹
  facebook: 'other', // 페이스북
  paypal: 'rieul', // 페이팔
  google: 'rieul', // 구글
  apple: 'rieul', // 애플
  mini: 'none', // 미니
};

function hangulFinal(char: string): Final | null {
  const code = char.codePointAt(0)!;
  if (code < HANGUL_FIRST || code > HANGUL_LAST) return null;
  const jong = (code - HANGUL_FIRST) % 28;
  return jong === 0 ? 'none' : jong === 8 ? 'rieul' : 'other';
}

/** A number read in Korean: the last non-zero digit, or the unit the zeros make (십 백 천 만 억). */
function numberFinal(digits: string): Final {
  const trimmed = digits.replace(/^0+(?=\d)/, '');
  const zeros = /0*$/.exec(trimmed)![0].length;
  if (zeros === trimmed.length) return 'other'; // 영
  if (zeros === 0) return KOREAN_DIGIT[Number(trimmed.at(-1))]!;
  if (zeros === 1) return 'other'; // 십
  if (zeros === 2) return 'other'; // 백
  if (zeros === 3 || zeros < 8) return 'other'; // 천, 만
  return zeros < 12 ? 'other' : 'none'; // 억, 조
}

/** The final sound of a word as Korean reads it. */
export function finalSound(word: string): Final {
  const text = word.replace(/[\s”’"'」』）)\]]+$/u, '');
  const last = text.at(-1) ?? '';
  const hangul = hangulFinal(last);
  if (hangul) return hangul;
  // A number, possibly with a unit: "10m", "2MB", "1,000", "0.12".
  const measured = /(\d[\d,.]*)\s*(%|[A-Za-z]+)?$/.exec(text);
  if (measured) {
    const [, number, unit] = measured;
    const before = text.slice(0, measured.index);
    if (unit) {
      const known = UNITS[unit.toLowerCase()];
      if (known) return known;
    } else if (/[A-Za-z]$/.test(before)) {
      // A model name (C4, A3, T2): its digits are read in English.
      return ENGLISH_DIGIT[Number(number!.at(-1))]!;
    } else {
      return numberFinal(number!.replace(/[,.]/g, ''));
    }
  }
  const latin = /[A-Za-z]+$/.exec(text)?.[0];
  if (!latin) return 'none';
  const lower = latin.toLowerCase();
  if (lower in WORDS) return WORDS[lower]!;
  // An abbreviation is read letter by letter (GPS → 지피에스, HTML → 에이치티엠엘).
  if (latin === latin.toUpperCase() && latin.length <= 5) return LETTER[latin.at(-1)!] ?? 'none';
  if (/(l|le)$/.test(lower)) return 'rieul';
  if (/(m|n|ng)$/.test(lower)) return 'other';
  return 'none';
}

/** Each pair as [after a consonant, after a vowel]. */
const FORMS: Record<Exclude<ParticlePair, '으로/로'>, [string, string]> = {
  '을/를': ['을', '를'],
  '이/가': ['이', '가'],
  '은/는': ['은', '는'],
  '와/과': ['과', '와'],
};

/** The form of a particle that follows `word`: "Pawtrail" + 을/를 → 을, "C4" → 를, "1-833-PAWTRAIL" + (으)로 → 로. */
export function particle(word: string, pair: ParticlePair): string {
  const sound = finalSound(word);
  if (pair === '으로/로') return sound === 'other' ? '으로' : '로';
  const [afterConsonant, afterVowel] = FORMS[pair];
  return sound === 'none' ? afterVowel : afterConsonant;
}

/** The pair a particle belongs to. */
export const PARTICLE_PAIRS: Record<string, ParticlePair> = {
  을: '을/를',
  를: '을/를',
  이: '이/가',
  가: '이/가',
  은: '은/는',
  는: '은/는',
  와: '와/과',
  과: '와/과',
  으로: '으로/로',
  로: '으로/로',
};
