/** @jest-environment jsdom */
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { makeQueryClient } from '@/components/providers/query-provider';
import en from '@/messages/en.json';
import { ADMIN_NAMESPACES } from '@/lib/server/client-messages';
import { WithTestMessages } from '@/test/messages';
import { AdminHome, StaffAdmin } from './admin-home';
import { Content } from './content';
import { Customers } from './customers';
import { DealersAdmin } from './dealers';
import { Downloads } from './downloads';
import { FaqAdmin } from './faq';
import { Inbox } from './inbox';
import { Media } from './media';
import { News } from './news';
import { Orders } from './orders';
import { Products } from './products';
import { Returns } from './returns';
import { Settings } from './settings';
import { Slides } from './slides';

jest.mock('next/navigation', () => ({
  useRouter: () => ({ replace: jest.fn(), push: jest.fn() }),
  usePathname: () => '/admin',
  useSearchParams: () => new URLSearchParams(),
}));

const json = (status: number, body: unknown) => ({
  ok: status < 300,
  status,
  statusText: '',
  json: async () => body,
  text: async () => JSON.stringify(body),
});

/** The signed-in admin loads; every list API answers 500 (as /api/admin/returns did for a two-line order). */
let listCalls = 0;
beforeEach(() => {
  listCalls = 0;
  global.fetch = jest.fn(async (path: string) => {
    if (path === '/api/admin/me') return json(200, { id: 's1', email: 'admin@test.example', name: 'Ada', role: 'admin' });
    listCalls += 1;
    return json(500, { error: { code: 'internal_error', message: 'Something went wrong.' } });
  }) as unknown as typeof fetch;
});

function renderScreen(Screen: ComponentType) {
  const client = makeQueryClient();
  // The app's retry policy (server failures are retried), without its back-off delays.
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retryDelay: 0 } });
  render(
    <WithTestMessages namespaces={ADMIN_NAMESPACES}>
      <QueryClientProvider client={client}>
        <Screen />
      </QueryClientProvider>
    </WithTestMessages>,
  );
}

const SCREENS: [string, ComponentType][] = [
  ['dashboard', AdminHome],
  ['staff', StaffAdmin],
  ['returns', Returns],
  ['orders', Orders],
  ['customers', Customers],
  ['messages', Inbox],
  ['dealers', DealersAdmin],
  ['products', Products],
  ['content', Content],
  ['news', News],
  ['slides', Slides],
  ['faq', FaqAdmin],
  ['downloads', Downloads],
  ['media', Media],
  ['settings', Settings],
];

describe('a back-office screen whose API fails', () => {
  it.each(SCREENS)('%s: says the list could not be loaded (never an empty list), and Try again asks again', async (_name, Screen) => {
    renderScreen(Screen);
    const alerts = await screen.findAllByRole('alert', {}, { timeout: 5000 });
    expect(alerts[0]).toHaveTextContent(en.AdminShell.loadFailed);
    for (const empty of [en.AdminReturns.empty, en.AdminOrders.empty, en.AdminCustomers.empty, en.AdminInbox.empty, en.AdminMedia.empty]) {
      expect(screen.queryByText(empty)).toBeNull();
    }
    const before = listCalls;
    fireEvent.click(screen.getAllByRole('button', { name: en.AdminShell.retry })[0]!);
    await waitFor(() => expect(listCalls).toBeGreaterThan(before));
  });

  it('returns: no "To review (0)" count over a failed list', async () => {
    renderScreen(Returns);
    await screen.findByRole('alert');
    expect(screen.getByRole('button', { name: /To review/ })).not.toHaveTextContent('(0)');
  });
});
