import { getPathname, pathLocale } from '@/i18n/pathnames';
import { isLocale, type Locale } from '@/i18n/routing';
import { translator } from '@/lib/server/i18n';
import { backTo } from '@/lib/server/http/back-to';
import { HttpError } from '@/lib/server/http/errors';
import { readForm, refusalPage } from '@/lib/server/http/form-post';
import { handler, parseInput } from '@/lib/server/http/handler';
import { sameOriginFormPost } from '@/lib/server/http/xsrf';
import { addCartItem } from '@/lib/server/shop/cart';
import { resolveCart, withCartCookie } from '@/lib/server/shop/cart-owner';
import { requestMarket } from '@/lib/server/shop/market';
import { ADDED_TO_CART_ID } from '@/lib/shop/add-to-cart-form';
import { cartItemInput, productSlug } from '@/lib/validations/cart';

/** The product page in `locale`, showing the colour that was added. */
function productPage(locale: Locale, productId: string, colorId?: string): string {
  return getPathname({ locale, href: { pathname: '/productsShow', query: { id: productId, color: colorId } } });
}

/** A whole number as typed; anything else (empty, "1.5", "2e1") is not a quantity, and the schema says so. */
const quantityOf = (value: string | null) => (value === null ? undefined : /^\s*\d{1,4}\s*$/.test(value) ? Number(value) : Number.NaN);

/** The refusal as a page in the form's language, with the way back to the product. */
function refusal(error: HttpError, locale: Locale, back: string): Response {
  const t = translator(locale, 'Shop');
  return refusalPage(error, { locale, title: t('notAdded'), back, backLabel: t('backToProduct') });
}

/**
 * POST /api/cart/add (application/x-www-form-urlencoded: productId, colorId, quantity, locale) —
 * the product page's add-to-cart form as plain HTML, for a tap before the page's scripts have run
 * or without JavaScript (once hydrated, the form posts JSON to /api/cart/items instead). Same rules
 * as that endpoint (addCartItem); success is 303 back to the product page with the colour chosen
 * and `#added-to-cart`, which shows the confirmation there; a refusal is a page in the form's
 * language and changes nothing. No anti-forgery token can travel in a static page's form, so the
 * request must come from this site (`sameOriginFormPost`), and it reaches only the guest cart (a
 * signed-in session is a header; that cart takes the guest cart in at its next request).
 */
export const POST = handler({ xsrf: false }, async ({ req, locale: headerLocale }) => {
  let back = backTo(req);
  // The form says its language; until it is read, the page it was sent from does.
  let locale = pathLocale(back) ?? headerLocale;
  try {
    const form = await readForm(req);
    const chosen = form.get('locale');
    if (isLocale(chosen)) locale = chosen;
    // Read, not acted on, before this check: only so that the refusal is in the form's language.
    if (!sameOriginFormPost(req)) throw new HttpError(403, 'xsrf_failed', 'xsrf');
    const productId = form.get('productId') ?? '';
    if (productSlug.safeParse(productId).success) back = productPage(locale, productId);
    const input = parseInput(cartItemInput, { productId, colorId: form.get('colorId') ?? '', quantity: quantityOf(form.get('quantity')) }, locale);
    const { owner, cookie } = await resolveCart(req, true);
    await addCartItem(owner!, input, locale, requestMarket(req, locale));
    const done = new Response(null, {
      status: 303,
      headers: { Location: `${productPage(locale, input.productId, input.colorId)}#${ADDED_TO_CART_ID}`, 'Cache-Control': 'no-store' },
    });
    return withCartCookie(done, req, cookie);
  } catch (error) {
    if (error instanceof HttpError) return refusal(error, locale, back);
    throw error;
  }
});
