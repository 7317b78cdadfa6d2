import { fillPolicyHtml } from '.';
import { policySections } from './body';

/** How a policy body (lib/policy-body.ts) is laid out on the page and filled for its reader. */
describe('a policy body on the page', () => {
  it('is one section per heading, with its anchor, and the tables and rows picked out', () => {
    const body =
      '<p>Vorab.</p><h3>Erstattung &amp; Frist {#refund}</h3><p>Text.</p><p>{table:rates}</p><ul><li><strong>Anbieter</strong> {sellerName}</li><li><strong>Telefon</strong> {supportPhone}</li></ul>' +
      '<ul><li><strong>Fett</strong> am Anfang</li><li>ohne Label</li></ul><h3>Ohne Anker</h3><blockquote><p>Formular</p></blockquote>';
    expect(policySections(body)).toEqual([
      // Text before the first heading: kept, without a heading or an entry in the contents.
      { id: '', heading: '', blocks: [{ html: '<p>Vorab.</p>' }] },
      {
        id: 'refund',
        heading: 'Erstattung & Frist',
        blocks: [
          { html: '<p>Text.</p>' },
          { table: 'rates' },
          {
            rows: [
              { label: 'Anbieter', html: '{sellerName}' },
              { label: 'Telefon', html: '{supportPhone}' },
            ],
          },
          // A list whose items do not all start with a label stays a list.
          { html: '<ul><li><strong>Fett</strong> am Anfang</li><li>ohne Label</li></ul>' },
        ],
      },
      // A heading an editor added without an anchor still starts a section, numbered.
      { id: 'section-2', heading: 'Ohne Anker', blocks: [{ html: '<blockquote><p>Formular</p></blockquote>' }] },
    ]);
  });

  it('is filled with escaped values, addresses and phone lines as links, and site links in the reader’s language', () => {
    const settings = { companyName: 'Pawtrail <GmbH>', address: 'Berlin', email: 'hilfe@pawtrail.example', hotline: '0800 000', hotlineTel: '+49800000' };
    const values = { company: settings.companyName, email: settings.email, supportPhone: '+1 415 555 0142', returnDays: '30 Tage' };
    const html = fillPolicyHtml(
      '<p>{company}: {returnDays}, {email}, {supportPhone}, {unknown}. <a href="/returns#refund">Rückgabe</a> <a href="https://example.org/" rel="noopener noreferrer">x</a></p>',
      'de',
      values,
      settings,
      '+14155550142',
    );
    expect(html).toBe(
      '<p>Pawtrail &lt;GmbH&gt;: 30 Tage, <a href="mailto:hilfe@pawtrail.example">hilfe@pawtrail.example</a>, <a href="tel:+14155550142">+1 415 555 0142</a>, {unknown}. ' +
        '<a href="/de/returns#refund">Rückgabe</a> <a href="https://example.org/" rel="noopener noreferrer">x</a></p>',
    );
    expect(fillPolicyHtml('<p><a href="/returns">Rückgabe</a></p>', 'en', values, settings, '')).toBe('<p><a href="/returns">Rückgabe</a></p>');
  });
});
