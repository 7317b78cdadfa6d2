import 'server-only';
import type { NextRequest } from 'next/server';
import { optionalUser, type SessionUser } from '../auth/session';
import { CART_HINT_COOKIE } from '@/lib/shop/cart-hint';
import { isTokenShaped, newToken } from '../auth/tokens';
import { mergeGuestCart, type CartOwner } from './cart';

/** The guest cart cookie: a random token; the database keeps only its hash (carts.anon_token_hash). */
export const CART_COOKIE = 'pt_cart';
const MAX_AGE = 30 * 24 * 3600;

export interface ResolvedCart {
  owner: CartOwner | null;
  user: SessionUser | null;
  /** Set when the response must change the cookie: a new guest token, or clearing a merged one. */
  cookie?: { token: string } | { clear: true };
}

/**
 * Whose cart the request means. A signed-in request that still carries a guest cookie merges
 * the guest cart first (lazily, so it works whichever page the user signed in on) and clears it.
 */
export async function resolveCart(req: NextRequest, createGuest = false): Promise<ResolvedCart> {
  const user = await optionalUser(req);
  const raw = req.cookies.get(CART_COOKIE)?.value;
  const anonToken = isTokenShaped(raw) ? raw : null;
  if (user) {
    if (!raw) return { owner: { userId: user.id }, user };
    if (anonToken) await mergeGuestCart(user.id, anonToken);
    return { owner: { userId: user.id }, user, cookie: { clear: true } };
  }
  // A cart from before the readable hint existed: the response sets the hint (and renews the token's lifetime).
  if (anonToken) return { owner: { anonToken }, user: null, ...(req.cookies.has(CART_HINT_COOKIE) ? {} : { cookie: { token: anonToken } }) };
  if (createGuest) {
    const token = newToken();
    return { owner: { anonToken: token }, user: null, cookie: { token } };
  }
  return { owner: null, user: null };
}

/** Sets or clears the guest cart's token and, beside it, the readable hint that a guest cart exists (lib/shop/cart-hint.ts). */
export function withCartCookie(res: Response, req: NextRequest, cookie: ResolvedCart['cookie']): Response {
  if (!cookie) return res;
  const secure = req.nextUrl.protocol === 'https:' ? '; Secure' : '';
  const set = 'token' in cookie;
  const lifetime = set ? `Max-Age=${MAX_AGE}` : 'Max-Age=0';
  res.headers.append('Set-Cookie', `${CART_COOKIE}=${set ? cookie.token : ''}; ${lifetime}; Path=/; HttpOnly; SameSite=Lax${secure}`);
  res.headers.append('Set-Cookie', `${CART_HINT_COOKIE}=${set ? '1' : ''}; ${lifetime}; Path=/; SameSite=Lax${secure}`);
  return res;
}
