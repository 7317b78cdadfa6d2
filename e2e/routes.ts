/** Every route of the spec table (§2). */
export const SPEC_ROUTES = [
  '/index', '/header', '/footer', '/banner', '/fixed', '/OnlineMessage', '/products', '/productslist', '/productsShow',
  '/c4', '/searchlist', '/AppDownload', '/brand', '/newsCenter', '/newsShow', '/contact', '/problems', '/downlish',
  '/openimg', '/openvideo', '/user', '/userinfo', '/favorites', '/login', '/register', '/resetpassword', '/resetps',
  '/shoppingcart', '/payment_info', '/newaddress', '/updateaddress', '/myaddress', '/newcarpay', '/editcarpay',
];
