/** @jest-environment jsdom */
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { makeQueryClient } from '@/components/providers/query-provider';
import { ADMIN_NAMESPACES } from '@/lib/server/client-messages';
import type { Locale } from '@/i18n/routing';
import { WithTestMessages } from '@/test/messages';
import { Orders } from './orders';
import type { StaffOrder } from '@/lib/types/staff';

jest.mock('next/navigation', () => ({
  useRouter: () => ({ replace: jest.fn(), push: jest.fn() }),
  usePathname: () => '/admin/orders',
  useSearchParams: () => new URLSearchParams(window.location.search),
}));

const json = (status: number, body: unknown) => ({ ok: status < 300, status, statusText: '', json: async () => body, text: async () => JSON.stringify(body) });

/** A paid order of 2 × 129 € with express shipping (German VAT contained in the total), or 2 × $129 plus US sales tax. */
function order(kind: 'de' | 'us'): StaffOrder {
  const de = kind === 'de';
  return {
    id: 'o1',
    number: 1042,
    status: 'paid',
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    currency: de ? 'EUR' : 'USD',
    market: de ? 'DE' : 'US',
    itemCount: 2,
    subtotalCents: 25800,
    shippingCents: de ? 1490 : 0,
    shippingMethod: de ? 'express' : 'standard',
    taxCents: de ? 4357 : 1871,
    taxIncluded: de,
    taxRateBp: de ? 1900 : 725,
    totalCents: de ? 27290 : 27671,
    address: {
      recipient: 'Ana Souza',
      phone: '+49 30 1234567',
      country: 'DE',
      region: '',
      city: 'Berlin',
      line1: 'Unter den Linden 1',
      line2: '',
      postalCode: '10117',
    },
    card: { brand: 'visa', last4: '4242' },
    lines: [
      { productId: 'c4', colorId: 'midnight', name: 'C4', colorName: 'Midnight', image: null, unitPriceCents: 12900, quantity: 2, lineTotalCents: 25800 },
    ],
    shipment: null,
    returns: [],
    withdrawalRight: null,
    withdrawal: null,
    customer: { id: 'u1', name: 'Ana Souza', email: 'ana@test.example', locale: 'de' },
    history: [{ status: 'paid', at: '2026-11-20T10:00:00.000Z', by: null }],
    notes: [{ id: 1, author: 'Sam', body: 'Called: leave it with the neighbour.\nNo bell.', at: '2026-11-21T11:00:00.000Z' }],
    mails: [
      {
        id: 'm1',
        kind: 'order-confirmation',
        to: 'kim@example.test',
        subject: 'Your Pawtrail order #1042',
        at: '2026-11-20T10:00:00.000Z',
        state: 'sent',
        sentAt: '2026-11-20T10:00:02.000Z',
      },
      {
        id: 'm2',
        kind: 'order-refund',
        to: 'kim@example.test',
        subject: 'Refund for order #1042',
        at: '2026-11-21T10:00:00.000Z',
        state: 'given_up',
        sentAt: null,
      },
    ],
    next: ['shipped', 'cancelled'],
    refunds: [
      {
        id: 'r1',
        amountCents: 1490,
        currency: de ? 'EUR' : 'USD',
        lines: [],
        shippingCents: 1490,
        restocked: false,
        reason: 'Late parcel',
        status: 'done',
        by: 'Sam',
        at: '2026-11-21T10:00:00.000Z',
      },
    ],
    refundedCents: 1490,
    refunded: 'partial',
    refundable: {
      lines: [{ productId: 'c4', colorId: 'midnight', quantity: 2, unitPriceCents: 12900 }],
      shippingCents: 0,
      leftCents: (de ? 27290 : 27671) - 1490,
    },
  };
}

async function openOrder(kind: 'de' | 'us', locale: Locale = 'en', change: (detail: StaffOrder) => void = () => undefined) {
  const detail = order(kind);
  change(detail);
  global.fetch = jest.fn(async (path: string) => {
    if (path === '/api/admin/me') return json(200, { id: 's1', email: 'support@test.example', name: 'Sam', role: 'support' });
    if (path.startsWith('/api/admin/orders/o1')) return json(200, detail);
    const row = {
      id: 'o1',
      number: 1042,
      status: 'paid',
      totalCents: detail.totalCents,
      currency: detail.currency,
      createdAt: detail.createdAt,
      customer: 'Ana Souza',
      email: 'ana@test.example',
      itemCount: 2,
      refunded: 'partial',
    };
    return json(200, { items: [row], counts: { paid: 1 }, nextBefore: null });
  }) as unknown as typeof fetch;
  render(
    <WithTestMessages locale={locale} namespaces={ADMIN_NAMESPACES}>
      <QueryClientProvider client={makeQueryClient()}>
        <Orders />
      </QueryClientProvider>
    </WithTestMessages>,
  );
  fireEvent.click(await screen.findByRole('button', { name: /#1042/ }));
  return screen.findByTestId('order-amounts');
}

/** The amounts as label → value pairs, in the order shown. */
const pairs = (amounts: HTMLElement) =>
  [...amounts.querySelectorAll('div')].map((row) => [row.querySelector('dt')!.textContent, row.querySelector('dd')!.textContent?.replace(/\s/g, ' ')]);

describe('the staff order detail', () => {
  it('shows an express order’s method and its amounts in euros, with the VAT contained in the total', async () => {
    const amounts = await openOrder('de');
    expect(pairs(amounts)).toEqual([
      ['Shipping method', 'Express shipping'],
      ['Subtotal', '€258.00'],
      ['Shipping', '€14.90'],
      ['Total', '€272.90'],
      ['Incl. VAT (19%)', '€43.57'],
    ]);
  });

  it('shows the internal notes with their author, and the form to add one', async () => {
    await openOrder('us');
    const notes = screen.getByTestId('order-notes');
    expect(within(notes).getAllByRole('listitem')).toHaveLength(1);
    expect(notes).toHaveTextContent('Sam');
    expect(notes).toHaveTextContent('Called: leave it with the neighbour. No bell.');
    expect(screen.getByRole('form', { name: 'Internal notes' })).toContainElement(screen.getByLabelText('Internal note (the buyer never sees it)'));
  });

  it('lists the mails the buyer was sent about the order, and which one was given up, leading to the failed mails', async () => {
    await openOrder('us');
    const mails = within(screen.getByTestId('order-mails')).getAllByRole('listitem');
    expect(mails).toHaveLength(2);
    expect(mails[0]).toHaveTextContent('Your Pawtrail order #1042');
    expect(mails[0]).toHaveTextContent(/sent/);
    expect(mails[1]).toHaveTextContent('Refund for order #1042');
    expect(mails[1]).toHaveTextContent(/given up after repeated failures/);
    expect(within(mails[1]!).getByRole('link')).toHaveAttribute('href', '/admin/mail');
  });

  it('adds US sales tax with its rate before the total; free shipping says so', async () => {
    const amounts = await openOrder('us');
    expect(pairs(amounts)).toEqual([
      ['Shipping method', 'Standard shipping'],
      ['Subtotal', '$258.00'],
      ['Shipping', 'Free'],
      ['Sales tax (7.25%)', '$18.71'],
      ['Total', '$276.71'],
    ]);
  });

  it('lists the refunds and prices a new one as the server does, sales tax added', async () => {
    await openOrder('us');
    expect(screen.getByTestId('order-refunded')).toHaveTextContent('Partially refunded');
    expect(within(screen.getByTestId('order-refunds')).getByText('$14.90')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Refund…' }));
    fireEvent.change(screen.getByLabelText(/Quantity to refund: C4 · Midnight/), { target: { value: '1' } });
    // $129.00 plus 7.25 % sales tax ($9.35).
    expect(screen.getByTestId('refund-amount')).toHaveTextContent('Amount to refund: $138.35');
  });

  it('says which refund still waits for the payment provider, and puts nothing back in stock before it is confirmed', async () => {
    await openOrder('us', 'ja', (detail) => {
      detail.refunds[0] = { ...detail.refunds[0]!, status: 'pending', restocked: true };
    });
    const [entry] = within(screen.getByTestId('order-refunds')).getAllByRole('listitem');
    expect(entry).toHaveTextContent('決済代行会社の確認待ち');
    expect(entry).not.toHaveTextContent('在庫に戻し済み');
  });

  it('when the provider does not answer, says the refund will complete on its own and lists it as waiting', async () => {
    await openOrder('us');
    const answered = order('us');
    answered.refunds.unshift({ ...answered.refunds[0]!, id: 'r2', amountCents: 13835, reason: 'Scratched', status: 'pending' });
    const calls: string[] = [];
    const others = global.fetch;
    global.fetch = jest.fn(async (path: string, init?: RequestInit) => {
      if (!path.startsWith('/api/admin/orders/o1')) return others(path, init);
      calls.push(`${init?.method ?? 'GET'} ${path}`);
      if (path.endsWith('/refunds'))
        return json(502, {
          error: {
            code: 'refund_unconfirmed',
            message: 'The payment provider did not answer. The refund is waiting for its confirmation and will be completed automatically.',
          },
        });
      return json(200, answered);
    }) as unknown as typeof fetch;
    fireEvent.click(screen.getByRole('button', { name: 'Refund…' }));
    fireEvent.change(screen.getByLabelText(/Quantity to refund: C4 · Midnight/), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'Scratched' } });
    fireEvent.click(screen.getByRole('button', { name: 'Refund now' }));
    expect(await screen.findByText(/will be completed automatically/)).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByTestId('order-refunds')).getAllByRole('listitem')).toHaveLength(2));
    expect(within(screen.getByTestId('order-refunds')).getAllByRole('listitem')[0]).toHaveTextContent('awaiting the payment provider');
    expect(calls).toEqual(['POST /api/admin/orders/o1/refunds', 'GET /api/admin/orders/o1']);
    // The form starts over: the next refund is a new one.
    expect(screen.getByLabelText(/Quantity to refund: C4 · Midnight/)).toHaveValue(0);
  });

  it('writes them in the member’s language', async () => {
    const amounts = await openOrder('de', 'de');
    expect(within(amounts).getByText('Expressversand')).toBeInTheDocument();
    expect(within(amounts).getByText('inkl. 19 % MwSt.')).toBeInTheDocument();
    expect(within(amounts).getByText(/272,90\s€/)).toBeInTheDocument();
  });
});
