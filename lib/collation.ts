/**
 * Sorting names the way the reader's language sorts them (Intl.Collator of the locale): pinyin in
 * Chinese, 가나다 in Korean, and 50音 (gojūon) in Japanese. Japanese collation orders kana by
 * 50音 but puts kanji after all kana in code-point order, so a list of countries would end with
 * 中国, 日本, 韓国; the kanji at the start of a name are read first (日本 → にほん) so that 日本 sorts
 * among the な-names. Every list of countries shown to a reader is sorted through here.
 */
const collators = new Map<string, Intl.Collator>();

/** Readings of the kanji that begin a country or territory name in Japanese (Intl.DisplayNames 'ja'), longest first. */
const JA_READINGS: [string, string][] = (
  [
    ['中華人民共和国', 'ちゅうかじんみんきょうわこく'],
    ['中央', 'ちゅうおう'],
    ['中国', 'ちゅうごく'],
    ['日本', 'にほん'],
    ['韓国', 'かんこく'],
    ['大韓民国', 'だいかんみんこく'],
    ['北朝鮮', 'きたちょうせん'],
    ['台湾', 'たいわん'],
    ['香港', 'ほんこん'],
    ['南極', 'なんきょく'],
    ['赤道', 'せきどう'],
    ['合衆国', 'がっしゅうこく'],
    ['米国', 'べいこく'],
    ['米領', 'べいりょう'],
    ['英領', 'えいりょう'],
    ['仏領', 'ふつりょう'],
    ['南', 'みなみ'],
    ['北', 'きた'],
    ['東', 'ひがし'],
    ['西', 'にし'],
  ] as [string, string][]
).sort((a, b) => b[0].length - a[0].length);

function sortKey(name: string, localeTag: string): string {
  if (!localeTag.startsWith('ja')) return name;
  const reading = JA_READINGS.find(([kanji]) => name.startsWith(kanji));
  return reading ? reading[1] + name.slice(reading[0].length) : name;
}

function collator(localeTag: string): Intl.Collator {
  let c = collators.get(localeTag);
  if (!c) {
    c = new Intl.Collator(localeTag);
    collators.set(localeTag, c);
  }
  return c;
}

/** Compares two names in the reader's order (for `Array.prototype.sort`). */
export function compareNames(localeTag: string, a: string, b: string): number {
  return collator(localeTag).compare(sortKey(a, localeTag), sortKey(b, localeTag));
}

/** A copy of `items` sorted by their names in the reader's order. */
export function sortByName<T>(items: readonly T[], localeTag: string, nameOf: (item: T) => string): T[] {
  return items
    .map((item) => ({ item, key: sortKey(nameOf(item), localeTag) }))
    .sort((a, b) => collator(localeTag).compare(a.key, b.key))
    .map(({ item }) => item);
}
