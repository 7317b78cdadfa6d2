import 'server-only';
import { z } from 'zod';
import { requireUser } from '../auth/session';
import { handler, json } from '../http/handler';

/** `{id}` of one saved address or card: anything but a UUID cannot name one (404). */
const itemParams = z.object({ id: z.uuid() });

interface OwnedItemStore<B extends z.ZodType, T> {
  patch: B;
  get(userId: string, id: string): Promise<T>;
  update(userId: string, id: string, patch: z.output<B>): Promise<T>;
  remove(userId: string, id: string): Promise<void>;
}

/**
 * GET, PATCH and DELETE of one of the caller's saved rows (`/api/addresses/{id}`,
 * `/api/cards/{id}`): signed in, private answers, 404 unless the row is the caller's.
 */
export function ownedItemRoutes<B extends z.ZodType, T>(store: OwnedItemStore<B, T>) {
  return {
    GET: handler({ params: itemParams }, async ({ req, params }) => {
      const user = await requireUser(req);
      return json(await store.get(user.id, params.id), { private: true });
    }),
    PATCH: handler({ params: itemParams, body: store.patch }, async ({ req, params, body }) => {
      const user = await requireUser(req);
      return json(await store.update(user.id, params.id, body), { private: true });
    }),
    DELETE: handler({ params: itemParams }, async ({ req, params }) => {
      const user = await requireUser(req);
      await store.remove(user.id, params.id);
      return json({ id: params.id }, { private: true });
    }),
  };
}
