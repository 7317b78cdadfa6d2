import { deleteCard, getCard, updateCard } from '@/lib/server/shop/cards';
import { ownedItemRoutes } from '@/lib/server/shop/owned-routes';
import { cardPatch } from '@/lib/validations/card';

const routes = ownedItemRoutes({ patch: cardPatch, get: getCard, update: updateCard, remove: deleteCard });

/** GET /api/cards/{id} — 404 unless it is the caller's. */
export const GET = routes.GET;
/** PATCH /api/cards/{id} — holder, expiry, billing address, default; the number cannot change. */
export const PATCH = routes.PATCH;
/** DELETE /api/cards/{id} — deleting the default promotes another card. */
export const DELETE = routes.DELETE;
