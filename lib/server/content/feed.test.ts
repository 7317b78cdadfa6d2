import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { GET as localeFeed } from '@/app/[locale]/feed.xml/route';
import { GET as englishFeed } from '@/app/feed.xml/route';
import { locales, localeTags, type Locale } from '@/i18n/routing';
import { closeDb } from '@/lib/server/db';
import { pageMetadata, siteUrl } from '@/lib/seo';
import { readAllNews } from './news';
import { FEED_ENTRIES, xmlText } from './feed';

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  textNodeName: '#text',
  isArray: (name) => ['entry', 'link', 'category'].includes(name),
});
type Link = { '@rel'?: string; '@href': string; '@type'?: string };
type Text = { '#text': string; '@type'?: string } | string;
const text = (t: Text | undefined) => (typeof t === 'string' ? t : (t?.['#text'] ?? ''));
const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

const fetchFeed = async (locale: Locale) =>
  locale === 'en' ? englishFeed() : localeFeed(new Request(`http://localhost/${locale}/feed.xml`), { params: Promise.resolve({ locale }) });

afterAll(() => closeDb());

describe('the Atom news feed of every locale', () => {
  it.each(locales)('%s: well-formed Atom 1.0 with what RFC 4287 requires of a feed and its entries', async (locale) => {
    const res = await fetchFeed(locale);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8');
    const xml = await res.text();
    expect(XMLValidator.validate(xml)).toBe(true);
    const { feed } = parser.parse(xml) as { feed: Record<string, unknown> & { entry: Record<string, unknown>[]; link: Link[] } };
    expect(feed['@xmlns']).toBe('http://www.w3.org/2005/Atom');
    expect(feed['@xml:lang']).toBe(localeTags[locale]);
    // atom:feed: exactly one id, title, updated; an author (all entries inherit it); a self link.
    expect(text(feed.id as Text)).toMatch(/^https?:\/\/.+\/newsCenter$/);
    expect(text(feed.title as Text)).toContain('Pawtrail');
    expect(text(feed.updated as Text)).toMatch(RFC3339);
    expect(text((feed.author as { name: Text }).name)).not.toBe('');
    const self = feed.link.find((l) => l['@rel'] === 'self')!;
    expect(self['@href']).toMatch(locale === 'en' ? /\/feed\.xml$/ : new RegExp(`/${locale}/feed\\.xml$`));

    // The newest articles of this locale, in its own language, newest first.
    const news = (await readAllNews(locale)).slice(0, FEED_ENTRIES);
    expect(feed.entry.map((e) => text(e.title as Text))).toEqual(news.map((n) => n.title));
    const ids = new Set<string>();
    for (const entry of feed.entry) {
      const id = text(entry.id as Text);
      expect(ids.has(id)).toBe(false);
      ids.add(id);
      expect(id).toMatch(/\/newsShow\?id=[\w-]+$/);
      expect(text(entry.updated as Text)).toMatch(RFC3339);
      expect((entry.link as Link[]).find((l) => l['@rel'] === 'alternate')!['@href']).toBe(id);
      // Atom requires a category's term; the label is the category's name in this language.
      for (const c of entry.category as { '@term': string; '@label': string }[]) expect(c['@term']).toMatch(/^[\w-]+$/);
      if (locale !== 'en') expect(id).toContain(`/${locale}/newsShow`);
    }
  });

  it('sends English from /feed.xml only, and nothing for a path that is not a locale', async () => {
    const en = await localeFeed(new Request('http://localhost/en/feed.xml'), { params: Promise.resolve({ locale: 'en' }) });
    expect(en.status).toBe(308);
    expect(en.headers.get('location')).toBe('/feed.xml');
    expect((await localeFeed(new Request('http://localhost/xx/feed.xml'), { params: Promise.resolve({ locale: 'xx' }) })).status).toBe(404);
  });

  it('escapes markup and drops characters XML cannot carry, so an article title cannot break the feed', () => {
    expect(xmlText('Tom & Jerry <b>"quoted"</b> it\'s\u0007')).toBe('Tom &amp; Jerry &lt;b&gt;&quot;quoted&quot;&lt;/b&gt; it&apos;s');
    expect(XMLValidator.validate(`<t a="${xmlText('"<&>')}">${xmlText('\u0000x]]>')}</t>`)).toBe(true);
  });

  it('is linked from every page’s head, in the page’s language', () => {
    expect(pageMetadata('de', '/brand', 'Marke', '…').alternates!.types).toEqual({ 'application/atom+xml': `${siteUrl()}/de/feed.xml` });
    expect(pageMetadata('en', '/brand', 'Brand', '…').alternates!.types).toEqual({ 'application/atom+xml': `${siteUrl()}/feed.xml` });
  });
});
