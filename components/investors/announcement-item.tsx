import { Link } from '@/i18n/navigation';
import { localeTags, type Locale } from '@/i18n/routing';
import type { NewsSummary } from '@/lib/server/content/news';
import { newsShowHref } from '../news/hrefs';
import marketing from '../marketing/marketing.module.css';

/** One announcement: title linking to its article, date, summary. */
export function AnnouncementItem({ locale, item, headingLevel = 3 }: { locale: Locale; item: NewsSummary; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const date = new Intl.DateTimeFormat(localeTags[locale], { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(item.publishedAt));
  return (
    <li className={marketing.listItem} data-announcement={item.id}>
      <Heading>
        <Link href={newsShowHref(item.id)}>{item.title}</Link>
      </Heading>
      <p className={marketing.meta}>
        <time dateTime={item.publishedAt}>{date}</time>
      </p>
      <p>{item.summary}</p>
    </li>
  );
}
