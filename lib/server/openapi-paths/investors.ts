import 'server-only';

import { z } from 'zod';
import { file, ref, type Paths } from './types';

/** The investor relations section (issue 17). */
export const paths: Paths = {
  '/api/investor-events/{id}/ics': {
    get: {
      operationId: 'getInvestorEventIcs',
      summary: 'One event of the investor calendar as an iCalendar file',
      description:
        'RFC 5545: CRLF line endings, lines folded at 75 octets (never inside a UTF-8 character), TEXT values escaped; PRODID, VERSION 2.0, CALSCALE GREGORIAN, METHOD PUBLISH; one VEVENT with UID (the same in every language), DTSTAMP (the event’s last change), DTSTART and DTEND in UTC, SUMMARY, DESCRIPTION and LOCATION in the language asked for. Served as an attachment, `Cache-Control: public, max-age=300`.',
      tags: ['content'],
      parameters: [ref.parameter('XLang')],
      responses: {
        '200': file('The calendar entry', ['text/calendar'], z.string()),
        '404': ref.response('NotFound'),
        '422': ref.response('InvalidFields'),
        '500': ref.response('ServerError'),
      },
    },
  },
};
