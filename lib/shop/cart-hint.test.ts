import { hasCartHint } from './cart-hint';

it('finds the hint among other cookies, and not a cookie whose name only ends like it', () => {
  expect(hasCartHint('pt_cart_hint=1')).toBe(true);
  expect(hasCartHint('NEXT_LOCALE=de; pt_cart_hint=1; pt_market=DE')).toBe(true);
  expect(hasCartHint('NEXT_LOCALE=de;pt_cart_hint=1')).toBe(true);
  expect(hasCartHint('')).toBe(false);
  expect(hasCartHint('NEXT_LOCALE=de; pt_market=DE')).toBe(false);
  expect(hasCartHint('xpt_cart_hint=1')).toBe(false);
});
