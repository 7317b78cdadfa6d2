import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { EventItem } from '@/components/investors/event-item';
import { IrPage } from '@/components/investors/ir-page';
import { irMetadata } from '@/components/investors/ir-metadata';
import marketing from '@/components/marketing/marketing.module.css';
import { splitEvents } from '@/lib/investors/events';
import { paramsLocale, type LocaleParams } from '@/lib/page-metadata';
import { getInvestorEvents } from '@/lib/server/content/investor-relations';

// Which events are upcoming depends on the clock: the pre-rendered page is rendered again hourly
// (and at once when the events change, by their cache tag).
export const revalidate = 3600;

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return irMetadata(await paramsLocale(params), 'events', '/events');
}

/** /events: the IR calendar, upcoming (soonest first) and past (latest first), each event with its .ics download. */
export default async function Page({ params }: LocaleParams) {
  const locale = await paramsLocale(params);
  setRequestLocale(locale);
  const [events, t] = await Promise.all([getInvestorEvents(locale), getTranslations({ locale, namespace: 'InvestorRelations.events' })]);
  const { upcoming, past } = splitEvents(events, new Date());
  return (
    <IrPage locale={locale} page="events">
      <p className={marketing.muted}>{t('timeNote')}</p>
      <section id="upcoming" aria-labelledby="events-upcoming" className={marketing.section}>
        <h2 id="events-upcoming">{t('upcoming')}</h2>
        {upcoming.length ? (
          <ul className={marketing.list} data-testid="events-upcoming">
            {upcoming.map((e) => (
              <EventItem key={e.id} locale={locale} event={e} />
            ))}
          </ul>
        ) : (
          <p>{t('noUpcoming')}</p>
        )}
      </section>
      <section id="past" aria-labelledby="events-past" className={marketing.section}>
        <h2 id="events-past">{t('past')}</h2>
        {past.length ? (
          <ul className={marketing.list} data-testid="events-past">
            {past.map((e) => (
              <EventItem key={e.id} locale={locale} event={e} />
            ))}
          </ul>
        ) : (
          <p>{t('noPast')}</p>
        )}
      </section>
    </IrPage>
  );
}
