import { finalSound, particle } from './ko-particle';

describe('Korean particles by the final sound (issue 32: "Pawtrail을(를)", "주문 #3이(가)", "1-833-PAWTRAIL으로")', () => {
  it('reads the batchim of a Hangul syllable, with ㄹ apart for (으)로', () => {
    expect(particle('주문', '이/가')).toBe('이');
    expect(particle('제품', '을/를')).toBe('을');
    expect(particle('주소', '으로/로')).toBe('로');
    expect(particle('이메일', '으로/로')).toBe('로');
    expect(particle('서울', '으로/로')).toBe('로');
    expect(particle('부산', '으로/로')).toBe('으로');
    expect(particle('배송업체', '은/는')).toBe('는');
  });

  it('reads numbers in Korean', () => {
    expect(particle('#3', '이/가')).toBe('이'); // 삼
    expect(particle('#2', '이/가')).toBe('가'); // 이
    expect(particle('0', '으로/로')).toBe('으로'); // 영
    expect(particle('1', '으로/로')).toBe('로'); // 일
    expect(particle('20', '을/를')).toBe('을'); // 이십
    expect(particle('1,000', '이/가')).toBe('이'); // 천
    expect(particle('0.12', '이/가')).toBe('가'); // 영 점 일이
    expect(particle('10m', '으로/로')).toBe('로'); // 십 미터
  });

  it('reads model names and abbreviations by their letters, words as Korean writes them', () => {
    expect(particle('C4', '을/를')).toBe('를'); // 씨포
    expect(particle('P1', '은/는')).toBe('은'); // 피원
    expect(particle('A3', '은/는')).toBe('는'); // 에이쓰리
    expect(particle('GPS', '와/과')).toBe('와');
    expect(particle('HTML', '으로/로')).toBe('로'); // 엘
    expect(particle('Pawtrail', '을/를')).toBe('을');
    expect(particle('Pawtrail', '으로/로')).toBe('로');
    expect(particle('1-833-PAWTRAIL', '으로/로')).toBe('로');
    expect(particle('ZIP', '으로/로')).toBe('으로'); // 집
    expect(particle('C4 Mini', '은/는')).toBe('는');
    expect(particle('2MB', '을/를')).toBe('를');
    expect(finalSound('“C4 Mini”')).toBe('none');
  });
});
