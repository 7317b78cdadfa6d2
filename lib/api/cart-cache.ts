import { mutate } from 'swr';
import { queryKeys } from './query-keys';

/** The cart's SWR entries: the cart page's (`[url, scope]`) and the header badge's. */
function isCartKey(key: unknown): boolean {
  return key === queryKeys.cartCount || (Array.isArray(key) && key[0] === queryKeys.cart);
}

/**
 * The one call after anything changed the cart (an add, a quantity, a removal, an order, a
 * sign-in that merged the guest cart): every cached view of it revalidates.
 */
export function cartChanged(): Promise<unknown> {
  return mutate(isCartKey);
}
