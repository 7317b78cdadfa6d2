import 'server-only';
import type { NextRequest } from 'next/server';
import type { Locale } from '@/i18n/routing';
import { isMarket, MARKET_COOKIE, marketOf, type Market } from '@/lib/shop/markets';

/**
 * The market a shop request prices in: the one the visitor chose (the `pt_market` cookie, set by
 * the market switch in the footer or at checkout), else the market of the request's language.
 */
export function requestMarket(req: NextRequest, locale: Locale): Market {
  const chosen = req.cookies.get(MARKET_COOKIE)?.value;
  return isMarket(chosen) ? chosen : marketOf(locale);
}
