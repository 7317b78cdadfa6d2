import { bigrams, foldText, indexText, segments, words } from './fold';

describe('search folding', () => {
  it('folds case and accents', () => {
    expect(foldText('Halsband')).toBe('halsband');
    expect(foldText('Collier Élégant')).toBe('collier elegant');
    expect(foldText('Straße')).toBe('strasse');
    expect(foldText('ОШЕЙНИК')).toBe('ошейник');
    expect(foldText('Ёжик')).toBe('ежик');
    expect(foldText('Йогурт')).toBe('йогурт');
  });

  it('unifies full-width forms', () => {
    expect(foldText('ＧＰＳ')).toBe('gps');
  });

  it('splits script runs inside a word', () => {
    expect(segments('スマートGPS首輪')).toEqual([
      { text: 'スマート', kind: 'cjk' },
      { text: 'gps', kind: 'word' },
      { text: '首輪', kind: 'cjk' },
    ]);
  });

  it('stores CJK runs as bigrams plus the last character, padded with spaces', () => {
    expect(bigrams('智能项圈')).toEqual(['智能', '能项', '项圈']);
    expect(indexText('C4 智能项圈')).toBe(' c4 智能 能项 项圈 圈 ');
    expect(indexText('스마트 목걸이')).toBe(' 스마 마트 트 목걸 걸이 이 ');
    expect(indexText('')).toBe('');
  });

  it('turns a query into words and bigrams', () => {
    expect(words('Smart 项圈')).toEqual(['smart', '项圈']);
    expect(words('智能项圈')).toEqual(['智能', '能项', '项圈']);
  });
});
