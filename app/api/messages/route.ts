import { handler, json } from '@/lib/server/http/handler';
import { createMessage, decoyMessageId, limitMessages } from '@/lib/server/messages';
import { HONEYPOT_FIELD, messageSchema, type MessageCreated } from '@/lib/validations/message';

export const dynamic = 'force-dynamic';

/** POST /api/messages: the online message form → 201 {id} once the message is committed. */
export const POST = handler({ body: messageSchema }, async ({ body, locale, ip }) => {
  await limitMessages(ip);
  if (body[HONEYPOT_FIELD]) return json({ id: decoyMessageId() } satisfies MessageCreated, { status: 201, private: true });
  const created = await createMessage(body, { locale, ip });
  return json(created satisfies MessageCreated, { status: 201, private: true });
});
