import { fieldText, htmlText, wordDiff } from './text-diff';

describe('wordDiff', () => {
  it('marks the words that changed, keeping the rest', () => {
    const parts = wordDiff('The bowl folds flat for travel.', 'The bowl folds small for every trip.');
    expect(parts.filter((p) => p.kind === 'removed').map((p) => p.text.trim())).toEqual(['flat', 'travel']);
    expect(parts.filter((p) => p.kind === 'added').map((p) => p.text.trim())).toEqual(['small', 'every trip']);
    // Both versions can be read back from the parts.
    expect(
      parts
        .filter((p) => p.kind !== 'added')
        .map((p) => p.text)
        .join(''),
    ).toBe('The bowl folds flat for travel.');
    expect(
      parts
        .filter((p) => p.kind !== 'removed')
        .map((p) => p.text)
        .join(''),
    ).toBe('The bowl folds small for every trip.');
  });

  it('compares Japanese by word, not as one run', () => {
    const parts = wordDiff('犬の散歩に便利です', '猫の散歩に便利です', 'ja');
    expect(parts.find((p) => p.kind === 'same')?.text).toContain('散歩');
    expect(parts.filter((p) => p.kind === 'removed').map((p) => p.text)).toEqual(['犬']);
  });

  it('finds no change in equal texts', () => {
    expect(wordDiff('Same words', 'Same words')).toEqual([{ kind: 'same', text: 'Same words' }]);
  });
});

describe('htmlText and fieldText', () => {
  it('reads rich text as its words: tags dropped, blocks on their own lines, entities decoded', () => {
    expect(htmlText('<h2>Our story</h2><p>Made in <strong>Kyoto</strong> &amp; Lyon&nbsp;&#8212; since&#x20;1998.</p><ul><li>One</li><li>Two</li></ul>')).toBe(
      'Our story\nMade in Kyoto & Lyon\u00a0— since 1998.\nOne\nTwo',
    );
  });

  it('keeps markup typed as text as text: what reaches the screen is never HTML', () => {
    expect(htmlText('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>')).toBe('<script>alert(1)</script>');
    expect(fieldText('<b>bold</b>', false)).toBe('<b>bold</b>');
  });

  it('lists specification rows as lines', () => {
    expect(
      fieldText([
        { label: 'Weight', value: '120 g' },
        { label: 'Size', value: 'M' },
      ]),
    ).toBe('Weight: 120 g\nSize: M');
    expect(fieldText(undefined)).toBe('');
  });
});
