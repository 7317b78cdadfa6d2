import { json } from '@/lib/server/http/handler';
import { createEvent, listEvents } from '@/lib/server/staff/investor-events';
import { staffHandler } from '@/lib/server/staff/route';
import { newEventSchema } from '@/lib/validations/investors';

const roles = ['admin', 'editor'] as const;

/** GET /api/admin/investors/events → the IR calendar, latest first: kind, times on the venue's clocks, its time zone, texts in every language (editors, admins). */
export const GET = staffHandler({ roles, xsrf: false }, async () => json({ items: await listEvents() }, { private: true }));

/** POST /api/admin/investors/events {kind, startsAt, endsAt, timeZone, texts} → 201 with the event, on the events and investor pages at once. Audited. */
export const POST = staffHandler({ roles, body: newEventSchema }, async ({ body, session, ip }) =>
  json(await createEvent(session, body, ip), { status: 201, private: true }),
);
