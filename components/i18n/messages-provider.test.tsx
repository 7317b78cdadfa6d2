/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { clientMessages } from '@/lib/server/client-messages';
import { MessagesProvider, translatorFor, useT } from './messages-provider';

/** Every object in the tree has Object.prototype: React refuses anything else from a server component. */
function plainThroughout(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return true;
  if (!Array.isArray(value) && Object.getPrototypeOf(value) !== Object.prototype) return false;
  return Object.values(value).every(plainThroughout);
}

describe('messages for client components', () => {
  it('travel compiled as plain data (plural options included) and without the server-only subtrees', () => {
    const messages = clientMessages('ru', ['Cart', 'Orders'], ['Orders.email']);
    expect(plainThroughout(messages)).toBe(true);
    expect(messages.Orders).not.toHaveProperty('email');
    expect(messages.Cart?.empty).toBe('Ваша корзина пуста.');
  });

  it.each([
    ['en', 1, '1 item'],
    ['en', 3, '3 items'],
    ['ru', 1, '1 товар'],
    ['ru', 3, '3 товара'],
    ['ru', 5, '5 товаров'],
    ['ja', 4, '4点'],
  ] as const)("formats plurals by the reader's language: %s %d → %s", (locale, count, text) => {
    const t = translatorFor({ locale, messages: clientMessages(locale, ['Cart']) });
    expect(t('Cart.items', { count })).toBe(text);
  });

  it('fills placeholders and shows a missing key as itself, with a warning outside production', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const t = translatorFor({ locale: 'ru', messages: clientMessages('ru', ['Cart']) });
      expect(t('Cart.removed', { name: 'C4' })).toBe('Товар «C4» удалён из корзины.');
      expect(t('Cart.nope')).toBe('Cart.nope');
      expect(warn.mock.calls).toEqual([['missing message Cart.nope']]);
    } finally {
      warn.mockRestore();
    }
  });

  it('useT reads one namespace below the provider', () => {
    function Probe() {
      const t = useT('Cart');
      return <p>{t('items', { count: 2 })}</p>;
    }
    render(
      <MessagesProvider locale="de" messages={clientMessages('de', ['Cart'])}>
        <Probe />
      </MessagesProvider>,
    );
    expect(screen.getByText(/^2 /)).toBeInTheDocument();
  });
});
