/** @jest-environment jsdom */
import { act, render, screen, waitFor } from '@testing-library/react';
import useSWR, { SWRConfig } from 'swr';
import { cartChanged } from '@/lib/api/cart-cache';
import { queryKeys } from '@/lib/api/query-keys';
import { clearToken, reloadSession, setToken } from '@/lib/client/session-store';
import { CART_HINT_COOKIE } from '@/lib/shop/cart-hint';
import { CartCount } from './cart-count';

// SWR's default cache, as in the app (cartChanged() revalidates through it): the tests that fetch
// nothing come first, so no count is cached before them.

/** The server: what each request was for, and a cart of `items` items. */
let items = 0;
const asked: string[] = [];
async function fetcher(key: string) {
  asked.push(key);
  return key === queryKeys.cartCount ? { count: items } : 'other';
}

/** Another header request of the same mount: once it has its answer, the count's request would have been made too. */
function Other() {
  const { data } = useSWR<string>('/api/other');
  return <span data-testid="other">{data}</span>;
}

function header() {
  return render(
    <SWRConfig value={{ fetcher, dedupingInterval: 0, revalidateOnFocus: false }}>
      <CartCount />
      <Other />
    </SWRConfig>,
  );
}

beforeEach(() => {
  items = 0;
  asked.length = 0;
  window.localStorage.clear();
  reloadSession();
  document.cookie = `${CART_HINT_COOKIE}=; Max-Age=0; Path=/`;
});

it('a guest without a cart makes no request for the count', async () => {
  header();
  await waitFor(() => expect(screen.getByTestId('other')).toHaveTextContent('other'));
  expect(asked).toEqual(['/api/other']);
  expect(screen.queryByTestId('cart-count')).toBeNull();
});

it('the first item a guest adds shows in the count, though the count was never asked for', async () => {
  header();
  await waitFor(() => expect(screen.getByTestId('other')).toHaveTextContent('other'));
  expect(asked).not.toContain(queryKeys.cartCount);
  items = 1;
  await act(async () => {
    await cartChanged();
  });
  await waitFor(() => expect(screen.getByTestId('cart-count')).toHaveTextContent('1'));
});

it("a guest whose browser has a cart sees its count (the server's readable hint)", async () => {
  document.cookie = `${CART_HINT_COOKIE}=1; Path=/`;
  items = 3;
  header();
  await waitFor(() => expect(screen.getByTestId('cart-count')).toHaveTextContent('3'));
  expect(asked).toContain(queryKeys.cartCount);
});

it('a signed-in visitor sees the count without a hint', async () => {
  setToken('t-1');
  items = 2;
  header();
  await waitFor(() => expect(screen.getByTestId('cart-count')).toHaveTextContent('2'));
});

it('asks for the count again when the visitor signs out: the account’s items are not the guest’s', async () => {
  setToken('signed-in');
  const counts = [3, 0];
  const fetcher = jest.fn(async () => ({ count: counts.shift() ?? 0 }));
  render(
    <SWRConfig value={{ fetcher, provider: () => new Map(), dedupingInterval: 0 }}>
      <CartCount />
    </SWRConfig>,
  );
  await waitFor(() => expect(screen.getByTestId('cart-count')).toHaveTextContent('3'));
  act(() => clearToken());
  await waitFor(() => expect(screen.queryByTestId('cart-count')).toBeNull());
  expect(fetcher).toHaveBeenCalledTimes(2);
});
