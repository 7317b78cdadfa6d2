/** Every route of the spec table (§2). */
export const SPEC_ROUTES = [
  '/index',
  '/header',
  '/footer',
  '/banner',
  '/fixed',
  '/OnlineMessage',
  '/products',
  '/productslist',
  '/productsShow',
  '/c4',
  '/searchlist',
  '/AppDownload',
  '/brand',
  '/newsCenter',
  '/newsShow',
  '/contact',
  '/problems',
  '/downlish',
  '/openimg',
  '/openvideo',
  '/user',
  '/userinfo',
  '/favorites',
  '/login',
  '/register',
  '/resetpassword',
  '/resetps',
  '/shoppingcart',
  '/payment_info',
  '/newaddress',
  '/updateaddress',
  '/myaddress',
  '/newcarpay',
  '/editcarpay',
];

/**
 * Public pages the product brief adds beyond the spec table, checked by the same sweep: the investor
 * relations section, the dealer application, the store finder bare (pre-rendered) and with a search
 * (rendered per request), the email-alert sign-up (issue 17) and the shop's policies (issue 16).
 */
export const ADDED_ROUTES = [
  '/investors',
  '/announcements',
  '/reports',
  '/events',
  '/dealer',
  '/stores',
  '/stores?q=tokyo',
  '/alerts',
  '/terms',
  '/privacy',
  '/shipping',
  '/returns',
  '/order',
];

/**
 * The legal pages of issue 32, in the languages whose market asks for them (lib/legal-pages.ts):
 * every-route.spec.ts sweeps each locale's own, chrome included (the Korean footer's 사업자 정보), in a
 * test of their own: in the English sweep of the added pages they pushed it past its time limit.
 */
export const LEGAL_ROUTES: Record<'en' | 'de' | 'ja' | 'ko' | 'pt', string[]> = {
  en: ['/imprint'],
  de: ['/imprint', '/withdrawal'],
  ja: ['/imprint'],
  ko: ['/imprint'],
  pt: ['/imprint', '/withdrawal'],
};
