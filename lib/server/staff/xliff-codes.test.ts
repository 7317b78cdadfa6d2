import { checkCodes, rebuild, tokenize, type Inline } from './xliff-codes';
import { readXliff } from './xliff-document';

const texts = (nodes: Inline[]): string => nodes.map((n) => (n.kind === 'text' ? n.text : n.kind === 'pc' ? texts(n.children) : '')).join('');

describe('XLIFF inline codes', () => {
  it('turns placeholders into codes and rebuilds the same plain text', () => {
    const text = 'Within {returnDays} of delivery; refunds in {refundDays}.';
    const { content, codes } = tokenize(text, false);
    expect([...codes.values()].map((c) => [c.type, c.start])).toEqual([
      ['placeholder', '{returnDays}'],
      ['placeholder', '{refundDays}'],
    ]);
    expect(texts(content)).toBe('Within  of delivery; refunds in .');
    expect(checkCodes(content, codes)).toBeNull();
    expect(rebuild(content, codes, false)).toBe(text);
  });

  it('keeps a policy’s section anchors and market tables as codes, so a translation cannot rename them', () => {
    const html = '<h3>Refunds {#refund}</h3><p>{table:rates}</p><p>Within {returnDays}.</p>';
    const { content, codes } = tokenize(html, true);
    expect([...codes.values()].filter((c) => c.type === 'placeholder').map((c) => c.start)).toEqual(['{#refund}', '{table:rates}', '{returnDays}']);
    expect(texts(content)).toBe('Refunds Within .');
    expect(rebuild(content, codes, true)).toBe(html);
    expect(checkCodes([{ kind: 'text', text: 'Erstattung {#erstattung}' }], codes)).toMatchObject({ reason: 'placeholder_added' });
  });

  it('keeps rich-text tags as pairs and lone tags, decodes entities, and rebuilds the HTML', () => {
    const html = '<p>Tom &amp; Jerry<br />say <a href="https://example.com/?a=1&amp;b=2">hi</a></p>';
    const { content, codes } = tokenize(html, true);
    expect([...codes.values()].map((c) => c.type)).toEqual(['pair', 'tag', 'pair']);
    expect(texts(content)).toBe('Tom & Jerrysay hi');
    expect(rebuild(content, codes, true)).toBe(html);
  });

  it('accepts codes in another order, and refuses a pair used as a lone tag, a code twice, or an unknown one', () => {
    const { codes } = tokenize('<p><strong>a</strong> and <em>b</em></p>', true);
    const reordered: Inline[] = [
      {
        kind: 'pc',
        id: '1',
        children: [
          { kind: 'pc', id: '3', children: [{ kind: 'text', text: 'B' }] },
          { kind: 'pc', id: '2', children: [] },
        ],
      },
    ];
    expect(checkCodes(reordered, codes)).toBeNull();
    expect(rebuild(reordered, codes, true)).toBe('<p><em>B</em><strong></strong></p>');
    expect(
      checkCodes(
        [
          {
            kind: 'pc',
            id: '1',
            children: [
              { kind: 'ph', id: '2' },
              { kind: 'pc', id: '3', children: [] },
            ],
          },
        ],
        codes,
      ),
    ).toEqual({
      reason: 'markup_broken',
      detail: '<strong>',
    });
    const twice: Inline[] = [
      {
        kind: 'pc',
        id: '1',
        children: [
          { kind: 'pc', id: '2', children: [] },
          { kind: 'pc', id: '2', children: [] },
        ],
      },
    ];
    expect(checkCodes(twice, codes)).toEqual({ reason: 'markup_added', detail: '<strong>' });
    expect(checkCodes([{ kind: 'ph', id: '9' }], codes)).toEqual({ reason: 'markup_added', detail: 'id 9' });
  });
});

describe('reading an XLIFF file', () => {
  it('reads metadata under any prefix, annotations and code points in targets, and reports split codes per unit', () => {
    const file = `<?xml version="1.0"?>
<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" xmlns:m="urn:oasis:names:tc:xliff:metadata:2.0" version="2.0" srcLang="en-US" trgLang="ja-JP">
  <file id="f"><m:metadata><m:metaGroup><m:meta type="draftVersion">none</m:meta></m:metaGroup></m:metadata>
    <unit id="faq:a:question"><m:metadata><m:metaGroup><m:meta type="sourceHash">sha256:1</m:meta></m:metaGroup></m:metadata>
      <segment><source>x</source><target><mrk id="m1" type="comment" value="ok">訳</mrk><cp hex="00A0"/>&amp;&#x41;</target></segment></unit>
    <unit id="faq:a:answer"><segment><source>x</source><target><sc id="1"/>y<ec startRef="1"/></target></segment></unit>
  </file>
</xliff>`;
    const { srcLang, trgLang, units } = readXliff(file);
    expect([srcLang, trgLang]).toEqual(['en-US', 'ja-JP']);
    expect(units[0]).toEqual({
      id: 'faq:a:question',
      fileMeta: { draftVersion: 'none' },
      sourceHash: 'sha256:1',
      target: [
        { kind: 'text', text: '訳' },
        { kind: 'text', text: '\u00a0' },
        { kind: 'text', text: '&A' },
      ],
      targetProblem: null,
    });
    expect(units[1]).toMatchObject({ id: 'faq:a:answer', targetProblem: '<sc>' });
  });
});
