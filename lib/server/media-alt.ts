import 'server-only';
import { sql } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import { db } from './db';

/**
 * What a media file shows, in words, from the content that uses it: a slide's alt text, a
 * certificate's title, an article's title (its image or video), a brand section's title, or the
 * product a photo belongs to. In the visitor's language, else English; null when no content uses
 * the file (the viewer then names the file).
 */
export async function mediaAlt(src: string, locale: Locale): Promise<string | null> {
  const result = await db().execute<{ text: string }>(sql`
    select text from (
      select st.alt as text, 1 as rank, st.locale from slides s join slide_texts st on st.slide_id = s.id where s.image = ${src}
      union all
      select ct.title, 2, ct.locale from certificates c join certificate_texts ct on ct.certificate_id = c.id where c.image = ${src}
      union all
      select nt.title, 3, nt.locale from news n join news_texts nt on nt.news_id = n.id where n.image = ${src} or n.video = ${src}
      union all
      select bt.title, 4, bt.locale from brand_sections b join brand_section_texts bt on bt.section_id = b.id where b.image = ${src}
      union all
      select pt.name, 5, pt.locale from product_images pi join product_texts pt on pt.product_id = pi.product_id where pi.src = ${src}
    ) found
    where locale in (${locale}, 'en') and text <> ''
    order by rank, (locale = ${locale}) desc
    limit 1`);
  return result.rows[0]?.text ?? null;
}
