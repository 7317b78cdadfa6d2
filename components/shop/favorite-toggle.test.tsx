/** @jest-environment jsdom */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { FavoriteToggle } from './favorite-toggle';
import { guestFavorites } from './guest-favorites';

jest.mock('@/lib/api/shop', () => ({ shopApi: {} }));

const text = { add: 'Add to favorites', remove: 'Remove from favorites', added: 'Added.', removed: 'Removed.', failed: 'Not saved.' };
const STORED_AS = 'pawtrail:guestFavorites';
const stored = (ids: string[]) => JSON.stringify({ key: 'guestFavorites', value: ids, startTime: Date.now() });

afterEach(() => {
  cleanup();
  localStorage.clear();
});

/** The hearts of a page: a product card and the detail page can show one product twice. */
function hearts(...productIds: string[]) {
  return (
    <>
      {productIds.map((id, i) => (
        <p key={i} data-product={id}>
          <FavoriteToggle productId={id} text={text} />
        </p>
      ))}
    </>
  );
}
const heartOf = (nth: number) => screen.getAllByRole('button')[nth]!;

describe('a guest’s favorite hearts', () => {
  it('keep the choice in this browser, and every heart of the product shows it', () => {
    render(hearts('c4', 'c4', 't2-tag'));
    fireEvent.click(heartOf(0));
    expect(guestFavorites()).toEqual(['c4']);
    expect(heartOf(0)).toHaveAccessibleName(text.remove);
    expect(heartOf(1)).toHaveAccessibleName(text.remove);
    expect(heartOf(2)).toHaveAccessibleName(text.add);
    expect(screen.getAllByRole('status')[0]).toHaveTextContent(text.added);

    fireEvent.click(heartOf(1));
    expect(guestFavorites()).toEqual([]);
    expect(heartOf(0)).toHaveAccessibleName(text.add);
    expect(heartOf(1)).toHaveAccessibleName(text.add);
  });

  it('follow a change made in another tab of the site', () => {
    render(hearts('c4', 't2-tag'));
    // What another tab's heart does: its write reaches this page as a `storage` event.
    localStorage.setItem(STORED_AS, stored(['t2-tag']));
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: STORED_AS }));
    });
    expect(heartOf(0)).toHaveAccessibleName(text.add);
    expect(heartOf(1)).toHaveAccessibleName(text.remove);
    // Storage cleared elsewhere (key null): nothing is kept any more.
    localStorage.clear();
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: null }));
    });
    expect(heartOf(1)).toHaveAccessibleName(text.add);
  });

  it('are off in the pre-rendered page and show the stored favorite once hydrated, without a mismatch', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(hearts('c4', 't2-tag'));
    document.body.append(container);
    expect(container.querySelectorAll('button[aria-label="Add to favorites"]')).toHaveLength(2);
    localStorage.setItem(STORED_AS, stored(['c4']));
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const recoverable: unknown[] = [];
      const root = await act(async () => hydrateRoot(container, hearts('c4', 't2-tag'), { onRecoverableError: (error) => recoverable.push(error) }));
      expect(recoverable).toEqual([]);
      expect(errors).not.toHaveBeenCalled();
      expect(heartOf(0)).toHaveAccessibleName(text.remove);
      expect(heartOf(1)).toHaveAccessibleName(text.add);
      act(() => root.unmount());
    } finally {
      errors.mockRestore();
      container.remove();
    }
  });
});
