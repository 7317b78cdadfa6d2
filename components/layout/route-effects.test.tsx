/** @jest-environment jsdom */
import { cleanup, render } from '@testing-library/react';
import { RouteEffects } from './route-effects';

let pathname = '/productsShow';
jest.mock('@/i18n/navigation', () => ({ usePathname: () => pathname }));

const scrollTo = jest.fn();
beforeEach(() => {
  pathname = '/productsShow';
  scrollTo.mockClear();
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  sessionStorage.clear();
});
afterEach(cleanup);

it('moves nothing when the page hydrates: a visitor who scrolled before the scripts ran stays there, their menu open', () => {
  document.body.innerHTML = '<details class="site-nav" open><summary>Menu</summary></details>';
  render(<RouteEffects locale="en" />, { container: document.body.appendChild(document.createElement('div')) });
  expect(scrollTo).not.toHaveBeenCalled();
  expect(document.querySelector('details.site-nav')).toHaveAttribute('open');
});

it('after a route change the page returns to the top and the menu closes', () => {
  document.body.innerHTML = '<details class="site-nav"><summary>Menu</summary></details>';
  const { rerender } = render(<RouteEffects locale="en" />, { container: document.body.appendChild(document.createElement('div')) });
  document.querySelector('details.site-nav')!.setAttribute('open', '');
  pathname = '/brand';
  rerender(<RouteEffects locale="en" />);
  expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' });
  expect(document.querySelector('details.site-nav')).not.toHaveAttribute('open');
});
