/** @jest-environment jsdom */
import { act, renderHook } from '@testing-library/react';
import { clearToken, getSession, reloadSession, setMessages, setStoreLang, setToken, useSessionToken } from './session-store';

beforeEach(() => {
  window.localStorage.clear();
  reloadSession();
});

describe('client session state', () => {
  it('persists token, message and storeLang across a reload', () => {
    setToken('t-1');
    setStoreLang('ko');
    setMessages([{ id: 'online-message', name: 'Ana', contact: '', message: 'Hello', savedAt: 1 }]);
    reloadSession();
    expect(getSession()).toEqual({
      token: 't-1',
      storeLang: 'ko',
      message: [{ id: 'online-message', name: 'Ana', contact: '', message: 'Hello', savedAt: 1 }],
    });
  });

  it('signs out by deleting the token from memory and persistent storage', () => {
    setToken('t-2');
    clearToken();
    expect(getSession().token).toBeNull();
    reloadSession();
    expect(getSession().token).toBeNull();
  });

  it('ignores a stored language that is not one of the ten', () => {
    window.localStorage.setItem('pawtrail:storeLang', JSON.stringify({ key: 'storeLang', value: 'xx', startTime: Date.now() }));
    reloadSession();
    expect(getSession().storeLang).toBeNull();
  });

  it('notifies subscribed components', () => {
    const { result } = renderHook(() => useSessionToken());
    expect(result.current).toBeNull();
    act(() => setToken('t-3'));
    expect(result.current).toBe('t-3');
  });
});

describe('hydration', () => {
  /** Server-renders a token reader, hydrates it, runs `afterHydration`, and counts the renders since hydration began. */
  async function hydrateCountingRenders(afterHydration: () => void = () => {}) {
    const { renderToString } = await import('react-dom/server');
    const { hydrateRoot } = await import('react-dom/client');
    const React = await import('react');
    let renders = 0;
    function Reader() {
      const token = useSessionToken();
      renders += 1;
      return React.createElement('span', null, token ?? 'guest');
    }
    const container = document.createElement('div');
    // The server renders the anonymous state (getServerSnapshot), whatever this tab has stored.
    container.innerHTML = renderToString(React.createElement(Reader));
    renders = 0;
    const root = await act(async () => hydrateRoot(container, React.createElement(Reader)));
    act(afterHydration);
    const result = { renders, text: container.textContent };
    act(() => root.unmount());
    return result;
  }

  it('does not re-render session readers of a visitor with nothing stored', async () => {
    expect(await hydrateCountingRenders()).toEqual({ renders: 1, text: 'guest' });
  });

  it('does not re-render them when the page saves the language right after hydration, nor for a stored language or draft', async () => {
    // RouteEffects saves the page's language on a first visit: that re-rendered every reader.
    expect(await hydrateCountingRenders(() => setStoreLang('de'))).toEqual({ renders: 1, text: 'guest' });
    setMessages([{ id: 'online-message', name: 'Ana', contact: '', message: 'Hello', savedAt: 1 }]);
    reloadSession();
    expect(await hydrateCountingRenders()).toEqual({ renders: 1, text: 'guest' });
  });

  it('re-renders once after hydration when the tab holds a session', async () => {
    setToken('t-4');
    expect(await hydrateCountingRenders()).toEqual({ renders: 2, text: 't-4' });
  });
});
