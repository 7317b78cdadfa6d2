import { json } from '@/lib/server/http/handler';
import { deleteEvent, updateEvent } from '@/lib/server/staff/investor-events';
import { staffHandler } from '@/lib/server/staff/route';
import { eventDeleteSchema, eventUpdateSchema, investorEventParams } from '@/lib/validations/investors';

const roles = ['admin', 'editor'] as const;

/** PATCH /api/admin/investors/events/{id} {kind, startsAt, endsAt, timeZone, texts, updatedAt} → the event; 409 when it changed meanwhile. Audited. */
export const PATCH = staffHandler({ roles, params: investorEventParams, body: eventUpdateSchema }, async ({ params, body, session, ip }) =>
  json(await updateEvent(session, params.id, body, ip), { private: true }),
);

/** DELETE /api/admin/investors/events/{id} {updatedAt} → 204: off the calendar in every language. Audited. */
export const DELETE = staffHandler({ roles, params: investorEventParams, body: eventDeleteSchema }, async ({ params, body, session, ip }) => {
  await deleteEvent(session, params.id, body.updatedAt, ip);
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
});
