import { richTextToPlain, sanitizeRichText } from './rich-text';

describe('rich text sanitising', () => {
  it('keeps paragraphs, headings, emphasis, lists, quotes and safe links', () => {
    const html =
      '<h3>Care</h3><p>Wash with <strong>warm</strong> water, <em>never</em> hot.</p><ul><li>Rinse</li><li>Dry</li></ul><ol><li>One</li></ol><blockquote><p>Quote</p></blockquote><p><a href="/c4">the C4</a>, <a href="mailto:care@pawtrail.example">mail</a>, <a href="tel:+18337298724">call</a></p>';
    expect(sanitizeRichText(html)).toBe(html);
    expect(sanitizeRichText('<p><a href="https://example.org/x">out</a></p>')).toBe('<p><a href="https://example.org/x" rel="noopener noreferrer">out</a></p>');
    expect(sanitizeRichText('<p><b>bold</b> <i>it</i></p>')).toBe('<p><strong>bold</strong> <em>it</em></p>');
    // One heading level under the section's own h2: pasted headings of any level become h3.
    expect(sanitizeRichText('<h1>A</h1><h2>B</h2><h4>C</h4><h6>D</h6>')).toBe('<h3>A</h3><h3>B</h3><h3>C</h3><h3>D</h3>');
  });

  it.each([
    ['<p>Hi</p><script>alert(1)</script>', '<p>Hi</p>'],
    ['<p onclick="alert(1)" style="color:red" class="x">Hi</p>', '<p>Hi</p>'],
    ['<img src="x" onerror="alert(1)"><p>Hi</p>', '<p>Hi</p>'],
    ['<p><a href="javascript:alert(1)">click</a></p>', '<p>click</p>'],
    ['<p><a href="JaVaScRiPt&colon;alert(1)">click</a></p>', '<p>click</p>'],
    ['<p><a href=" javascript:alert(1)">click</a></p>', '<p>click</p>'],
    ['<p><a href="data:text/html;base64,PHNjcmlwdD4=">click</a></p>', '<p>click</p>'],
    ['<p><a href="//evil.example/">click</a></p>', '<p>click</p>'],
    ['<p><a href="https://example.org" onmouseover="alert(1)" target="_top">x</a></p>', '<p><a href="https://example.org" rel="noopener noreferrer">x</a></p>'],
    ['<iframe src="https://evil.example"></iframe><p>Hi</p>', '<p>Hi</p>'],
    ['<style>p{display:none}</style><p>Hi</p>', '<p>Hi</p>'],
    ['<svg><script>alert(1)</script></svg><p>Hi</p>', '<p>Hi</p>'],
    ['<form action="/x"><input name="a"></form><p>Hi</p>', '<p>Hi</p>'],
    ['<p>1 &lt; 2 &amp; 3 &gt; 2</p>', '<p>1 &lt; 2 &amp; 3 &gt; 2</p>'],
    ['<p>Hi<!-- <script>alert(1)</script> --></p>', '<p>Hi</p>'],
    ['<p>Hi</p><p></p><p> </p><h3></h3>', '<p>Hi</p>'],
  ])('cleans %s', (dirty, clean) => {
    expect(sanitizeRichText(dirty)).toBe(clean);
  });

  it('gives the plain text for the search index, one block per line', () => {
    expect(richTextToPlain('<h3>Care</h3><p>Wash <strong>gently</strong> &amp; rinse.</p><ul><li>Dry</li></ul>')).toBe('Care\nWash gently & rinse.\nDry');
  });
});
