import { highlight, snippet, withinOneEdit } from './highlight';

const marked = (segments: { text: string; mark: boolean }[]) => segments.filter((s) => s.mark).map((s) => s.text);

describe('highlighting', () => {
  it('marks words regardless of case and accents', () => {
    expect(marked(highlight('Collier GPS connecté C4', 'collier connecte'))).toEqual(['Collier', 'connecté']);
    expect(marked(highlight('C4 Smart-GPS-Halsband', 'halsband'))).toEqual(['Halsband']);
  });

  it('marks a typo of a long word and prefixes, not short near misses', () => {
    expect(marked(highlight('Умный GPS-ошейник C4', 'ошейнек'))).toEqual(['ошейник']);
    expect(marked(highlight('Reflective Leash', 'refl'))).toEqual(['Reflective']);
    expect(marked(highlight('A big bag', 'bug'))).toEqual([]);
  });

  it('marks CJK words inside longer runs', () => {
    expect(marked(highlight('C4 智能 GPS 项圈', '项圈'))).toEqual(['项圈']);
    expect(marked(highlight('C4 スマートGPS首輪', '首輪'))).toEqual(['首輪']);
    expect(marked(highlight('C4 스마트 GPS 목걸이', '목걸'))).toEqual(['목걸']);
  });

  it('keeps markup-like text as plain text', () => {
    const segments = highlight('<b>collar</b>', '<script>collar');
    expect(segments.map((s) => s.text).join('')).toBe('<b>collar</b>');
    expect(marked(segments)).toEqual(['collar']);
  });

  it('cuts a snippet around the first match', () => {
    const text = `${'Lorem ipsum dolor sit amet. '.repeat(20)}The collar glows at night. ${'More text here. '.repeat(20)}`;
    const s = snippet(text, 'collar', 120);
    expect(s[0]?.text).toBe('… ');
    expect(marked(s)).toEqual(['collar']);
    expect(s.map((x) => x.text).join('').length).toBeLessThan(130);
  });

  it('recognises one edit', () => {
    expect(withinOneEdit('halsband', 'halsbnd')).toBe(true);
    expect(withinOneEdit('collar', 'colalr')).toBe(true);
    expect(withinOneEdit('collar', 'cellor')).toBe(false);
  });
});
