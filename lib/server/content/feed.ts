import 'server-only';
import { localeTags, type Locale } from '@/i18n/routing';
import { feedPath, localizedUrl, siteUrl } from '@/lib/seo';
import { translator } from '../i18n';
import { getAllNews } from './news';
import { getSiteSettings } from './settings';

/** How many of the newest articles a feed carries. */
export const FEED_ENTRIES = 20;

// XML 1.0 allows no control characters but tab, line feed and carriage return.
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
/** Text for an element or attribute: escaped, without the characters XML cannot carry. */
export const xmlText = (value: string) => value.replace(NOT_XML, '').replace(/[&<>"']/g, (c) => ENTITIES[c]!);

/**
 * The newest articles of one locale as an Atom 1.0 document (RFC 4287): the feed and each entry
 * with their id (the page's address), title, updated time and link, the company as author, the
 * article's summary and category, and the language in `xml:lang`. Titles and summaries are plain
 * text (`type="text"`, escaped). Written here rather than with the `feed` package, whose Atom output
 * marks plain titles as HTML and writes categories without the `term` Atom requires.
 */
export async function newsFeed(locale: Locale): Promise<string> {
  const [news, settings] = await Promise.all([getAllNews(locale), getSiteSettings(locale)]);
  const pages = translator(locale, 'Pages');
  const site = translator(locale, 'Metadata');
  const entries = news.slice(0, FEED_ENTRIES);
  const center = localizedUrl(locale, '/newsCenter');
  const updated = entries.reduce((latest, n) => (n.publishedAt > latest ? n.publishedAt : latest), new Date(0).toISOString());
  const lines = [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${localeTags[locale]}">`,
    `  <id>${xmlText(center)}</id>`,
    `  <title type="text">${xmlText(`${site('siteName')} · ${pages('newsCenter.title')}`)}</title>`,
    `  <subtitle type="text">${xmlText(pages('newsCenter.description'))}</subtitle>`,
    `  <updated>${new Date(updated).toISOString()}</updated>`,
    `  <link rel="alternate" type="text/html" href="${xmlText(center)}"/>`,
    `  <link rel="self" type="application/atom+xml" href="${xmlText(`${siteUrl()}${feedPath(locale)}`)}"/>`,
    `  <author><name>${xmlText(settings.companyName)}</name><uri>${xmlText(localizedUrl(locale, '/index'))}</uri></author>`,
    `  <icon>${xmlText(`${siteUrl()}/favicon.svg`)}</icon>`,
    `  <rights type="text">${xmlText(`© ${new Date(updated).getUTCFullYear()} ${settings.companyName}`)}</rights>`,
  ];
  for (const n of entries) {
    const href = localizedUrl(locale, `/newsShow?id=${encodeURIComponent(n.id)}`);
    const published = new Date(n.publishedAt).toISOString();
    lines.push(
      '  <entry>',
      `    <id>${xmlText(href)}</id>`,
      `    <title type="text">${xmlText(n.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${xmlText(href)}"/>`,
      `    <published>${published}</published>`,
      `    <updated>${published}</updated>`,
      `    <category term="${xmlText(n.categoryId)}" label="${xmlText(n.categoryName)}"/>`,
      ...(n.summary ? [`    <summary type="text">${xmlText(n.summary)}</summary>`] : []),
      '  </entry>',
    );
  }
  lines.push('</feed>', '');
  return lines.join('\n');
}

/** The answer of a feed route: Atom, cacheable for five minutes (articles change through the back office). */
export async function feedResponse(locale: Locale): Promise<Response> {
  return new Response(await newsFeed(locale), {
    headers: { 'Content-Type': 'application/atom+xml; charset=utf-8', 'Cache-Control': 'public, max-age=300' },
  });
}
