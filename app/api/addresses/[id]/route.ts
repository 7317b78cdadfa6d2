import { deleteAddress, getAddress, updateAddress } from '@/lib/server/shop/addresses';
import { ownedItemRoutes } from '@/lib/server/shop/owned-routes';
import { addressPatch } from '@/lib/validations/address';

const routes = ownedItemRoutes({ patch: addressPatch, get: getAddress, update: updateAddress, remove: deleteAddress });

/** GET /api/addresses/{id} — 404 unless it is the caller's. */
export const GET = routes.GET;
/** PATCH /api/addresses/{id} — edit fields; `isDefault: true` makes it the one default. */
export const PATCH = routes.PATCH;
/** DELETE /api/addresses/{id} — deleting the default promotes another address. */
export const DELETE = routes.DELETE;
