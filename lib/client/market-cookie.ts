import { isMarket, MARKET_COOKIE, type Market } from '@/lib/shop/market-ids';
import { readCookie } from './cookies';

/** The market the visitor chose apart from the language (the `pt_market` cookie), or null. */
export function chosenMarket(): Market | null {
  const value = readCookie(MARKET_COOKIE);
  return isMarket(value) ? value : null;
}

/** Chooses a market for this browser (a year), as the footer's switch does through GET /api/market. */
export function chooseMarket(market: Market): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${MARKET_COOKIE}=${market}; Path=/; Max-Age=${365 * 24 * 3600}; SameSite=Lax${secure}`;
}
