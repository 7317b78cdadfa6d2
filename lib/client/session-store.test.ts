/** @jest-environment jsdom */
import { act, renderHook } from '@testing-library/react';
import { clearToken, getSession, reloadSession, setMessages, setStoreLang, setToken, useSession } from './session-store';

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
    expect(getSession()).toEqual({ token: 't-1', storeLang: 'ko', message: [{ id: 'online-message', name: 'Ana', contact: '', message: 'Hello', savedAt: 1 }] });
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
    const { result } = renderHook(() => useSession());
    expect(result.current.token).toBeNull();
    act(() => setToken('t-3'));
    expect(result.current.token).toBe('t-3');
  });
});
