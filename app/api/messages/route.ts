import { createMessage } from '@/lib/server/messages';
import { publicFormHandler } from '@/lib/server/public-forms';
import { messageSchema } from '@/lib/validations/message';

export const dynamic = 'force-dynamic';

/** POST /api/messages: the online message form → 201 {id} once the message is committed. */
export const POST = publicFormHandler({ body: messageSchema, form: 'msg' }, createMessage);
