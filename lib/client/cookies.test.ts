/** @jest-environment jsdom */
import { readCookie } from './cookies';

afterEach(() => {
  for (const name of ['pt_cart_hint', 'xpt_cart_hint', 'NEXT_LOCALE', 'XSRF-TOKEN']) document.cookie = `${name}=; Max-Age=0; Path=/`;
});

it('reads one cookie among others, percent-decoded, and not one whose name only ends like it', () => {
  document.cookie = 'NEXT_LOCALE=de; Path=/';
  document.cookie = 'xpt_cart_hint=1; Path=/';
  expect(readCookie('pt_cart_hint')).toBeNull();
  document.cookie = 'pt_cart_hint=1; Path=/';
  document.cookie = 'XSRF-TOKEN=a%2Bb; Path=/';
  expect(readCookie('pt_cart_hint')).toBe('1');
  expect(readCookie('NEXT_LOCALE')).toBe('de');
  expect(readCookie('XSRF-TOKEN')).toBe('a+b');
  expect(readCookie('pt_market')).toBeNull();
});
