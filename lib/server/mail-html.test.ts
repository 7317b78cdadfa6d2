import { renderMail } from './mail-html';

const doc = (href: string) => ({
  lang: 'de',
  subject: 'Bestellung 1042',
  before: ['Hallo Mia,', 'Besuche https://evil.example/ – nur Text.'],
  after: [{ text: 'Hier kannst du deine Bestellung verfolgen:', href }, 'Viele Grüße'],
});

describe('renderMail', () => {
  it('scales to a phone and makes the links it is given real anchors; the text part keeps the address on its own line', () => {
    const { html, text } = renderMail(doc('https://pawtrail.example/de/order#abc_DEF-123'));
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toContain('Hier kannst du deine Bestellung verfolgen:<br><a href="https://pawtrail.example/de/order#abc_DEF-123"');
    expect(text).toContain('Hier kannst du deine Bestellung verfolgen:\nhttps://pawtrail.example/de/order#abc_DEF-123\n');
  });

  it('never turns an address inside text into a link, and refuses a link that is not a web address', () => {
    const { html } = renderMail(doc('https://pawtrail.example/de/user'));
    expect(html).not.toContain('href="https://evil.example');
    expect(html.match(/<a /g)).toHaveLength(1);
    expect(() => renderMail(doc('javascript:alert(1)'))).toThrow(/not a web address/);
    expect(renderMail(doc('https://x.example/?a="><b>')).html).toContain('href="https://x.example/?a=&quot;&gt;&lt;b&gt;"');
  });
});
