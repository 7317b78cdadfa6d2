/** @jest-environment jsdom */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { WithTestMessages } from '@/test/messages';
import { OwnedList } from './owned-list';
import { ShopProvider } from './shop-context';

type Item = { id: string; isDefault: boolean; name: string };

function renderList(items: Item[]) {
  let current = items;
  const remove = jest.fn(async (id: string) => {
    current = current.filter((i) => i.id !== id);
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <NextIntlClientProvider locale="en" messages={null}>
      <WithTestMessages namespaces={['Shop', 'Addresses', 'Errors']}>
        <QueryClientProvider client={client}>
          <ShopProvider>
            <OwnedList<Item>
              ns="Addresses"
              queryKey={['test-addresses']}
              load={async () => ({ items: current })}
              remove={remove}
              makeDefault={async () => undefined}
              addHref="/newaddress"
              editHref={(a) => ({ pathname: '/updateaddress', query: { id: a.id } })}
              names={(a) => ({ name: a.name })}
              testId="list"
            >
              {(a) => <p>{a.name}</p>}
            </OwnedList>
          </ShopProvider>
        </QueryClientProvider>
      </WithTestMessages>
    </NextIntlClientProvider>,
  );
  return remove;
}

const items: Item[] = [
  { id: 'a1', isDefault: true, name: 'Home' },
  { id: 'a2', isDefault: false, name: 'Office' },
  { id: 'a3', isDefault: false, name: 'Cabin' },
];

// Issue 15, item 7: after deleting an address, focus fell to the page's body.
it('keeps focus in the list: on the confirmation, back on Delete after Cancel, on the next address after deleting', async () => {
  renderList(items);
  const deleteOffice = await screen.findByRole('button', { name: /Office/ });
  deleteOffice.focus();
  fireEvent.click(deleteOffice);
  const confirm = await waitFor(() => {
    const button = document.querySelector<HTMLElement>('[data-confirm-delete]');
    expect(button).not.toBeNull();
    return button!;
  });
  await waitFor(() => expect(document.activeElement).toBe(confirm));

  fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: /Office/ })));

  fireEvent.click(screen.getByRole('button', { name: /Office/ }));
  fireEvent.click(await waitFor(() => document.querySelector<HTMLElement>('[data-confirm-delete]')!));
  await waitFor(() => expect(screen.queryByText('Office')).toBeNull());
  await waitFor(() => expect(document.activeElement?.closest('[data-item]')?.getAttribute('data-item')).toBe('a3'));
  expect(document.activeElement).not.toBe(document.body);
});

it('moves focus to "Add" when the last address is deleted', async () => {
  renderList([{ id: 'only', isDefault: false, name: 'Only' }]);
  fireEvent.click(await screen.findByRole('button', { name: /Only/ }));
  fireEvent.click(await waitFor(() => document.querySelector<HTMLElement>('[data-confirm-delete]')!));
  await waitFor(() => expect(document.activeElement?.getAttribute('href')).toMatch(/newaddress$/));
});
