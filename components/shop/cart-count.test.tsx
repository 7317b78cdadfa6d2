/** @jest-environment jsdom */
import { act, render, screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { clearToken, reloadSession, setToken } from '@/lib/client/session-store';
import { CartCount } from './cart-count';

beforeEach(() => {
  window.localStorage.clear();
  reloadSession();
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
