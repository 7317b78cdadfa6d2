import 'server-only';
import { sql } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import { db } from './db';

export interface MediaUse {
  /** What the file shows, in words: the viewer's alt text. */
  alt: string;
  /** The page that shows it (without locale prefix): where the viewer returns when it has no other page to go back to. */
  page: string;
  /** A product photo's colour and place among that colour's photos (from 1): what tells a product's photos apart. */
  photo?: { colour: string; number: number };
}

const PAGES: Record<string, (id: string) => string> = {
  slide: () => '/index',
  certificate: () => '/brand',
  brand: () => '/brand',
  news: (id) => `/newsShow?id=${encodeURIComponent(id)}`,
  product: (id) => `/productsShow?id=${encodeURIComponent(id)}`,
};

/**
 * The content that uses a media file: a slide's alt text, a certificate's title, an article's title
 * (its image or video), a brand section's title, or the product a photo or film belongs to (a photo
 * with its colour and number); in the visitor's language, else English. Null when no content uses the file (the viewer then names the
 * file and returns to its gallery).
 */
export async function mediaUse(src: string, locale: Locale): Promise<MediaUse | null> {
  const result = await db().execute<{ text: string; kind: string; item: string; colour: string | null; photo: number | null }>(sql`
    select text, kind, item, colour, photo from (
      select st.alt as text, 1 as rank, st.locale, 'slide' as kind, s.id as item, null::text as colour, null::int as photo, 0 as sort from slides s join slide_texts st on st.slide_id = s.id where s.image = ${src}
      union all
      select ct.title, 2, ct.locale, 'certificate', c.id, null, null, 0 from certificates c join certificate_texts ct on ct.certificate_id = c.id where c.image = ${src}
      union all
      select nt.title, 3, nt.locale, 'news', n.id, null, null, 0 from news n join news_texts nt on nt.news_id = n.id where n.image = ${src} or n.video = ${src}
      union all
      select bt.title, 4, bt.locale, 'brand', b.id, null, null, 0 from brand_sections b join brand_section_texts bt on bt.section_id = b.id where b.image = ${src}
      union all
      select pt.name, 5, pt.locale, 'product', pi.product_id, pct.name, pi.position + 1, pc.position
        from product_images pi
        join product_texts pt on pt.product_id = pi.product_id
        join product_colors pc on pc.product_id = pi.product_id and pc.id = pi.color_id
        left join product_color_texts pct on pct.product_id = pi.product_id and pct.color_id = pi.color_id and pct.locale = pt.locale
        where pi.src = ${src}
      union all
      select pt.name, 6, pt.locale, 'product', p.id, null, null, 0 from products p join product_texts pt on pt.product_id = p.id where p.video = ${src}
    ) found
    where locale in (${locale}, 'en') and text <> ''
    order by rank, (locale = ${locale}) desc, sort
    limit 1`);
  const row = result.rows[0];
  if (!row) return null;
  const use: MediaUse = { alt: row.text, page: PAGES[row.kind]!(row.item) };
  if (row.colour && row.photo) use.photo = { colour: row.colour, number: row.photo };
  return use;
}
