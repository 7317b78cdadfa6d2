import { getTranslations } from 'next-intl/server';
import { localeTags, type Locale } from '@/i18n/routing';
import { eventIcsHref, formatEventTime } from '@/lib/investors/events';
import type { InvestorEvent } from '@/lib/server/content/investor-relations';
import { ReaderTime } from './reader-time';
import styles from './investors.module.css';

/** One event of the IR calendar: kind, title, when (on the local clock of the venue, and the reader's beside it), where, and its .ics download. */
export async function EventItem({ locale, event, headingLevel = 3 }: { locale: Locale; event: InvestorEvent; headingLevel?: 3 | 4 }) {
  const t = await getTranslations({ locale, namespace: 'InvestorRelations.events' });
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  // Texts staff have not written in this language yet are the English ones, marked so (WCAG 3.1.2).
  const lang = event.textLocale === locale ? undefined : localeTags[event.textLocale];
  return (
    <li className={styles.item} data-event={event.id}>
      <div className={styles.itemText}>
        <span className={styles.kind}>{t(`kind.${event.kind}`)}</span>
        <Heading lang={lang}>{event.title}</Heading>
        <dl className={styles.details}>
          <dt>{t('when')}</dt>
          <dd>
            <time dateTime={event.startsAt}>{formatEventTime(event, localeTags[locale])}</time>
          </dd>
          <ReaderTime
            event={{ id: event.id, startsAt: event.startsAt, endsAt: event.endsAt, timeZone: event.timeZone }}
            localeTag={localeTags[locale]}
            label={t('yourTime')}
          />
          {event.location ? (
            <>
              <dt>{t('where')}</dt>
              <dd lang={lang}>{event.location}</dd>
            </>
          ) : null}
        </dl>
        {event.description ? <p lang={lang}>{event.description}</p> : null}
      </div>
      <a href={eventIcsHref(event.id, locale)} download={`pawtrail-${event.id}.ics`} className="button" type="text/calendar">
        {t('ics')}
        <span className="visually-hidden"> {t('icsLabel', { title: event.title })}</span>
      </a>
    </li>
  );
}
