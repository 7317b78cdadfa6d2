/** @jest-environment jsdom */
import { act, render, screen, waitFor } from '@testing-library/react';
import useSWR, { SWRConfig } from 'swr';
import { cartChanged } from './cart-cache';
import { queryKeys } from './query-keys';

/** A server whose cart grows by one item each time anything asks. */
let items = 0;
const calls: string[] = [];
async function fetcher(key: string | [string, string]) {
  const url = Array.isArray(key) ? key[0] : key;
  calls.push(url);
  return url === queryKeys.cartCount ? { count: items } : { count: items, lines: [] };
}

function Badge() {
  const { data } = useSWR<{ count: number }>(queryKeys.cartCount, fetcher);
  return <span data-testid="badge">{data?.count ?? '-'}</span>;
}

function CartPage() {
  const { data } = useSWR<{ count: number }>([queryKeys.cart, 'guest'], fetcher);
  return <span data-testid="page">{data?.count ?? '-'}</span>;
}

function Other() {
  const { data } = useSWR<string>('/api/news/x/views', () => {
    calls.push('views');
    return 'v';
  });
  return <span>{data}</span>;
}

it('one call after a cart change refreshes the badge and the cart page, and nothing else', async () => {
  render(
    <SWRConfig value={{ dedupingInterval: 0 }}>
      <Badge />
      <CartPage />
      <Other />
    </SWRConfig>,
  );
  await waitFor(() => expect(screen.getByTestId('badge')).toHaveTextContent('0'));
  await waitFor(() => expect(screen.getByTestId('page')).toHaveTextContent('0'));
  calls.length = 0;
  items = 2;
  await act(async () => {
    await cartChanged();
  });
  await waitFor(() => expect(screen.getByTestId('badge')).toHaveTextContent('2'));
  await waitFor(() => expect(screen.getByTestId('page')).toHaveTextContent('2'));
  expect(calls).not.toContain('views');
});
