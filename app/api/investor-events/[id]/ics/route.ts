import { readInvestorEvent } from '@/lib/server/content/investor-relations';
import { notFound } from '@/lib/server/http/errors';
import { handler } from '@/lib/server/http/handler';
import { buildIcs } from '@/lib/investors/ics';
import { localizedUrl } from '@/lib/seo';
import { investorEventIcsQuery, investorEventParams } from '@/lib/validations/investors';

/**
 * GET /api/investor-events/{id}/ics?locale=xx: one event of the IR calendar as an iCalendar file
 * (RFC 5545), its title, description and location in the chosen language (else `x-lang`'s), or in
 * English where staff have not written that language's yet (Content-Language says which).
 * The same event has the same UID in every language; DTSTAMP is its last change, so the file is
 * the same bytes until the event changes and may be cached briefly.
 */
export const GET = handler({ params: investorEventParams, query: investorEventIcsQuery }, async ({ params, query, locale: headerLocale }) => {
  const locale = query.locale ?? headerLocale;
  const event = await readInvestorEvent(locale, params.id);
  if (!event) throw notFound();
  const body = buildIcs({
    uid: `${event.id}@investors.pawtrail.example`,
    stamp: new Date(event.updatedAt),
    start: new Date(event.startsAt),
    end: new Date(event.endsAt),
    summary: event.title,
    description: event.description,
    location: event.location,
    url: localizedUrl(locale, '/events'),
    language: event.textLocale,
  });
  return new Response(body, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="pawtrail-${event.id}.ics"`,
      'Content-Language': event.textLocale,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'public, max-age=300',
    },
  });
});
