import { COUNTRY_CODES } from '@/lib/validations/countries';
import { compareNames, sortByName } from './collation';

const names = (codes: string[], tag: string) => {
  const display = new Intl.DisplayNames([tag], { type: 'region' });
  return sortByName(
    codes.map((c) => display.of(c)!),
    tag,
    (n) => n,
  );
};

describe('names in the reader’s order (issue 32)', () => {
  it('sorts Japanese country names in 50音 order, kanji names by their reading', () => {
    // 50音: アメリカ, イタリア, 韓国 (かんこく), スペイン, 中国 (ちゅうごく), ドイツ, 日本 (にほん), ブラジル (ふらし…: the voicing mark counts only on a tie), フランス, ロシア
    expect(names(['US', 'DE', 'FR', 'ES', 'IT', 'JP', 'CN', 'KR', 'BR', 'RU'], 'ja')).toEqual([
      'アメリカ合衆国',
      'イタリア',
      '韓国',
      'スペイン',
      '中国',
      'ドイツ',
      '日本',
      'ブラジル',
      'フランス',
      'ロシア',
    ]);
  });

  it('puts every Japanese country name that begins with kanji among the kana names', () => {
    const display = new Intl.DisplayNames(['ja'], { type: 'region' });
    const sorted = names(COUNTRY_CODES, 'ja');
    const kanjiFirst = COUNTRY_CODES.map((c) => display.of(c)!).filter((n) => /^\p{Script=Han}/u.test(n));
    expect(kanjiFirst.length).toBeGreaterThan(10);
    // Without readings they would all come last, after ワ-names.
    const last = sorted.slice(-kanjiFirst.length);
    expect(last.filter((n) => /^\p{Script=Han}/u.test(n))).toEqual([]);
    expect(compareNames('ja', '南アフリカ', 'ミャンマー (ビルマ)')).toBeLessThan(0);
  });

  it('sorts Chinese by pinyin, Korean by 가나다 and German with umlauts in place', () => {
    expect(names(['US', 'DE', 'JP', 'CN'], 'zh-CN')).toEqual(['德国', '美国', '日本', '中国']);
    expect(names(['US', 'DE', 'JP', 'KR'], 'ko')).toEqual(['대한민국', '독일', '미국', '일본']);
    expect(names(['AT', 'DE', 'FR', 'AE'], 'de')).toEqual(['Deutschland', 'Frankreich', 'Österreich', 'Vereinigte Arabische Emirate']);
  });
});
