import 'server-only';
import { sql } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import { db } from './db';

export interface MediaUse {
  /** What the file shows, in words: the viewer's alt text. */
  alt: string;
  /** The page that shows it (without locale prefix): where the viewer returns when it has no other page to go back to. */
  page: string;
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
 * (its image or video), a brand section's title, or the product a photo or film belongs to; in the
 * visitor's language, else English. Null when no content uses the file (the viewer then names the
 * file and returns to its gallery).
 */
export async function mediaUse(src: string, locale: Locale): Promise<MediaUse | null> {
  const result = await db().execute<{ text: string; kind: string; item: string }>(sql`
    select text, kind, item from (
      select st.alt as text, 1 as rank, st.locale, 'slide' as kind, s.id as item from slides s join slide_texts st on st.slide_id = s.id where s.image = ${src}
      union all
      select ct.title, 2, ct.locale, 'certificate', c.id from certificates c join certificate_texts ct on ct.certificate_id = c.id where c.image = ${src}
      union all
      select nt.title, 3, nt.locale, 'news', n.id from news n join news_texts nt on nt.news_id = n.id where n.image = ${src} or n.video = ${src}
      union all
      select bt.title, 4, bt.locale, 'brand', b.id from brand_sections b join brand_section_texts bt on bt.section_id = b.id where b.image = ${src}
      union all
      select pt.name, 5, pt.locale, 'product', pi.product_id from product_images pi join product_texts pt on pt.product_id = pi.product_id where pi.src = ${src}
      union all
      select pt.name, 6, pt.locale, 'product', p.id from products p join product_texts pt on pt.product_id = p.id where p.video = ${src}
    ) found
    where locale in (${locale}, 'en') and text <> ''
    order by rank, (locale = ${locale}) desc
    limit 1`);
  const row = result.rows[0];
  if (!row) return null;
  return { alt: row.text, page: PAGES[row.kind]!(row.item) };
}
