import 'server-only';
import sanitizeHtml from 'sanitize-html';

/**
 * The only HTML a rich-text field keeps: paragraphs, one heading level under the section's own
 * (every heading becomes an h3, so the page's outline never skips a level),
 * emphasis, lists, quotes and links to web, mail and phone addresses or pages of this site. No
 * script, style, frame, image or form; no attribute but a link's address; no event handler; no
 * `javascript:` or `data:` address. sanitize-html (maintained, used widely) does the parsing: a
 * hand-written filter would be the usual source of bypasses.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'h3', 'strong', 'em', 'b', 'i', 'ul', 'ol', 'li', 'blockquote', 'a'],
  // `rel` only as the link transform below sets it.
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Text inside dropped containers like <script> and <style> goes with them.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'template'],
  transformTags: {
    h1: 'h3',
    h2: 'h3',
    h4: 'h3',
    h5: 'h3',
    h6: 'h3',
    b: 'strong',
    i: 'em',
    // Links leaving the site open without handing it the page (noopener) or the address (noreferrer).
    a: (tagName, attribs) => {
      const href = attribs.href ?? '';
      const kept: sanitizeHtml.Attributes = { href };
      if (/^https?:/i.test(href)) kept.rel = 'noopener noreferrer';
      return { tagName, attribs: kept };
    },
  },
  // A link whose address was refused is kept as its text.
  exclusiveFilter: (frame) => (frame.tag === 'a' && !frame.attribs.href ? 'excludeTag' : false),
};

/** Clean rich text: what a field stores (on save) and what a page shows (on render). */
export function sanitizeRichText(html: string): string {
  // Empty blocks (an editor's trailing line) go too: on the sanitiser's own output, a pattern is exact.
  return sanitizeHtml(html, OPTIONS)
    .replace(/<(p|h3|li|blockquote)>(?:\s|&nbsp;|<br \/>)*<\/\1>/g, '')
    .trim();
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** The text of rich text, for the search index and plain-text places (a summary, an email). */
export function richTextToPlain(html: string): string {
  // sanitize-html keeps the text escaped; its entities are turned back into characters here.
  return sanitizeHtml(html.replace(/<\/(p|h3|li|blockquote)>|<br\s*\/?>/gi, '$&\n'), { allowedTags: [], allowedAttributes: {} })
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (name[0] !== '#') return NAMED[name.toLowerCase()] ?? entity;
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    })
    .replace(/\n{2,}/g, '\n')
    .trim();
}
