import 'server-only';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text as HTML: every markup character escaped, so what a visitor typed can never become markup. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}

/** Escaped text with its line breaks kept. */
const lines = (text: string) => escapeHtml(text).replace(/\r?\n/g, '<br>');

/** A paragraph that leads to a page: its text, then the address as a real link (the plain-text part puts it on the next line). */
export interface MailLink {
  text: string;
  href: string;
}

/** A paragraph: text, or text with a link. Only links the server built are links: text that looks like an address stays text. */
export type MailPart = string | MailLink;

export interface MailDocument {
  lang: string;
  subject: string;
  /** Paragraphs before the summary (the first is the greeting). */
  before: MailPart[];
  /** A heading and its label/value rows (values may span lines). */
  summary?: { heading: string; rows: [string, string][] };
  after: MailPart[];
}

function linkHtml(href: string): string {
  // Only web addresses: anything else here is a programming error, never something to send.
  if (!/^https?:\/\//.test(href)) throw new Error(`mail link is not a web address: ${href}`);
  const url = escapeHtml(href);
  // break-all: a long token must wrap inside a phone's width rather than widen the mail.
  return `<a href="${url}" style="color:#1a56db;text-decoration:underline;word-break:break-all">${url}</a>`;
}

const partHtml = (p: MailPart) => (typeof p === 'string' ? lines(p) : `${lines(p.text)}<br>${linkHtml(p.href)}`);
const partText = (p: MailPart) => (typeof p === 'string' ? p : `${p.text}\n${p.href}`);

/**
 * The HTML and plain-text bodies of one email from the same parts. Plain markup with inline styles
 * (mail clients drop style sheets); every part is escaped here, callers pass text only.
 */
export function renderMail(doc: MailDocument): { html: string; text: string } {
  const paragraphs = (list: MailPart[]) => list.map((p) => `<p style="margin:0 0 1em">${partHtml(p)}</p>`).join('\n');
  const table = doc.summary
    ? [
        `<h2 style="font-size:1.1em;margin:1.5em 0 0.5em">${escapeHtml(doc.summary.heading)}</h2>`,
        '<table role="presentation" style="border-collapse:collapse;margin:0 0 1.5em">',
        ...doc.summary.rows.map(
          ([label, value]) =>
            `<tr><th scope="row" style="text-align:left;vertical-align:top;padding:4px 16px 4px 0;font-weight:600">${escapeHtml(label)}</th><td style="padding:4px 0">${lines(value)}</td></tr>`,
        ),
        '</table>',
      ].join('\n')
    : '';
  const html = [
    '<!doctype html>',
    `<html lang="${escapeHtml(doc.lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(doc.subject)}</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1d2733;max-width:640px;margin:0 auto;padding:16px">',
    paragraphs(doc.before),
    table,
    paragraphs(doc.after),
    '</body></html>',
  ].join('\n');
  const text = [
    ...doc.before.flatMap((p) => [partText(p), '']),
    ...(doc.summary ? [doc.summary.heading, '', ...doc.summary.rows.map(([label, value]) => `${label}: ${value.replace(/\r?\n/g, '\n  ')}`), ''] : []),
    ...doc.after.flatMap((p) => [partText(p), '']),
  ]
    .join('\n')
    .trimEnd();
  return { html, text: `${text}\n` };
}
