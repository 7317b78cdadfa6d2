/** @jest-environment jsdom */
import { clearToken, getSession, reloadSession, setStoreLang, setToken } from '@/lib/client/session-store';
import { apiFetch, loginRedirectUrl, navigation, signedInViews } from './client';
import { ApiError } from './errors';

type FetchCall = [string, RequestInit];

/** jsdom has no fetch Response: a minimal stand-in with the members apiFetch reads. */
function fakeResponse(status: number, text: string, statusText = ''): Response {
  return { status, statusText, text: async () => text, json: async () => JSON.parse(text) as unknown } as Response;
}
const jsonResponse = (status: number, body?: unknown) => fakeResponse(status, body === undefined ? '' : JSON.stringify(body));

let fetchMock: jest.Mock<Promise<Response>, FetchCall>;
let assign: jest.Mock;

beforeEach(() => {
  window.localStorage.clear();
  reloadSession();
  document.cookie = 'XSRF-TOKEN=abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ; path=/';
  fetchMock = jest.fn<Promise<Response>, FetchCall>();
  global.fetch = fetchMock as unknown as typeof fetch;
  assign = jest.fn();
  navigation.assign = assign;
  window.history.replaceState(null, '', '/de/userinfo?tab=2');
});

const headersOf = (call: number) => new Headers(fetchMock.mock.calls[call]![1].headers as Record<string, string>);

describe('apiFetch', () => {
  it('sends x-lang (saved locale) and x-auth-token (stored token) on every request', async () => {
    setStoreLang('ja');
    setToken('tok-123');
    fetchMock.mockResolvedValue(jsonResponse(200, { ok: true }));
    await expect(apiFetch('/api/me')).resolves.toEqual({ ok: true });
    expect(headersOf(0).get('x-lang')).toBe('ja');
    expect(headersOf(0).get('x-auth-token')).toBe('tok-123');
    expect(headersOf(0).get('accept')).toBe('application/json');
  });

  it('sends object bodies as JSON with the XSRF header on unsafe methods', async () => {
    fetchMock.mockResolvedValue(jsonResponse(201, { id: 'm1' }));
    await apiFetch('/api/messages', { method: 'POST', body: { message: 'hello' } });
    const [, init] = fetchMock.mock.calls[0]!;
    expect(init.body).toBe(JSON.stringify({ message: 'hello' }));
    expect(headersOf(0).get('content-type')).toBe('application/json');
    expect(headersOf(0).get('x-xsrf-token')).toBe('abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ');
  });

  it('does not send the XSRF header on GET', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, {}));
    await apiFetch('/api/products');
    expect(headersOf(0).get('x-xsrf-token')).toBeNull();
  });

  it('treats every 2xx as success, including an empty 204', async () => {
    fetchMock.mockResolvedValueOnce(fakeResponse(204, ''));
    await expect(apiFetch('/api/favorites/c4', { method: 'DELETE' })).resolves.toBeUndefined();
    fetchMock.mockResolvedValueOnce(jsonResponse(299, { fine: 1 }));
    await expect(apiFetch('/api/x')).resolves.toEqual({ fine: 1 });
  });

  it('on 401 on a signed-in page clears the token and goes to /login with the page the user was on', async () => {
    setStoreLang('de');
    setToken('expired');
    fetchMock.mockResolvedValue(jsonResponse(401, { error: { code: 'unauthorized', message: 'Bitte anmelden.' } }));
    signedInViews.count = 1;
    try {
      await expect(apiFetch('/api/me')).rejects.toMatchObject({ status: 401, code: 'unauthorized' });
    } finally {
      signedInViews.count = 0;
    }
    expect(getSession().token).toBeNull();
    expect(window.localStorage.getItem('pawtrail:token')).toBeNull();
    expect(assign).toHaveBeenCalledWith(`/de/login?redirect=${encodeURIComponent('/de/userinfo?tab=2')}`);
  });

  it('on 401 on a public page (a background request) only ends the stale session: the visitor stays', async () => {
    setToken('expired');
    fetchMock.mockResolvedValue(jsonResponse(401, { error: { code: 'unauthorized', message: 'Please sign in.' } }));
    await expect(apiFetch('/api/favorites')).rejects.toMatchObject({ status: 401 });
    expect(getSession().token).toBeNull();
    expect(assign).not.toHaveBeenCalled();
  });

  it('passes every other error status to the caller as a typed ApiError with the server fields', async () => {
    setToken('kept');
    fetchMock.mockResolvedValue(jsonResponse(422, { error: { code: 'invalid_fields', message: 'Invalid input', fields: { message: 'Required' } } }));
    const error = await apiFetch('/api/messages', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, code: 'invalid_fields', message: 'Invalid input', fields: { message: 'Required' } });
    expect(getSession().token).toBe('kept');
    expect(assign).not.toHaveBeenCalled();
  });

  it('keeps the status of a non-JSON error page', async () => {
    fetchMock.mockResolvedValue(fakeResponse(502, '<html>bad gateway</html>', 'Bad Gateway'));
    await expect(apiFetch('/api/x')).rejects.toMatchObject({ status: 502, code: 'http_502' });
  });

  it('reports network failures as ApiError status 0', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiFetch('/api/x')).rejects.toMatchObject({ status: 0, code: 'network_error' });
  });

  it('has no timeout of its own but honours an AbortSignal', async () => {
    const controller = new AbortController();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = apiFetch('/api/slow', { signal: controller.signal });
    expect(fetchMock.mock.calls[0]![1].signal).toBe(controller.signal);
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('fetches the anti-forgery cookie first when the browser has none', async () => {
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    fetchMock.mockImplementationOnce(async () => {
      document.cookie = 'XSRF-TOKEN=zyxwvutsrqponmlkjihgfedcbaZYXWVUTSRQPONMLKJ; path=/';
      return jsonResponse(200, { status: 'ok' });
    });
    fetchMock.mockResolvedValueOnce(jsonResponse(201, {}));
    await apiFetch('/api/messages', { method: 'POST', body: { message: 'x' } });
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/xsrf');
    expect(headersOf(1).get('x-xsrf-token')).toBe('zyxwvutsrqponmlkjihgfedcbaZYXWVUTSRQPONMLKJ');
  });

  it('reads the anti-forgery answer to its end, so the browser can finish that request', async () => {
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    const xsrfAnswer = jsonResponse(200, { status: 'ok' });
    const read = jest.spyOn(xsrfAnswer, 'text');
    fetchMock.mockImplementationOnce(async () => {
      document.cookie = 'XSRF-TOKEN=zyxwvutsrqponmlkjihgfedcbaZYXWVUTSRQPONMLKJ; path=/';
      return xsrfAnswer;
    });
    fetchMock.mockResolvedValueOnce(jsonResponse(201, {}));
    await apiFetch('/api/news/views', { method: 'POST' });
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/xsrf');
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('treats an anti-forgery cookie that is not percent-encoded text as none, and fetches a fresh one', async () => {
    document.cookie = 'XSRF-TOKEN=%E0%A4%A; path=/';
    fetchMock.mockImplementationOnce(async () => {
      document.cookie = 'XSRF-TOKEN=zyxwvutsrqponmlkjihgfedcbaZYXWVUTSRQPONMLKJ; path=/';
      return jsonResponse(200, { status: 'ok' });
    });
    fetchMock.mockResolvedValueOnce(jsonResponse(201, {}));
    await apiFetch('/api/messages', { method: 'POST', body: { message: 'x' } });
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/xsrf');
    expect(headersOf(1).get('x-xsrf-token')).toBe('zyxwvutsrqponmlkjihgfedcbaZYXWVUTSRQPONMLKJ');
  });

  it('fetches a fresh anti-forgery cookie once when the server refuses the one it has (e.g. after signing in)', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(403, { error: { code: 'xsrf_failed', message: 'x' } }));
    fetchMock.mockImplementationOnce(async () => {
      document.cookie = 'XSRF-TOKEN=freshfreshfreshfreshfreshfreshfreshfreshfre; path=/';
      return jsonResponse(200, { ok: true });
    });
    fetchMock.mockResolvedValueOnce(jsonResponse(201, { id: '1' }));
    await expect(apiFetch('/api/messages', { method: 'POST', body: { message: 'x' } })).resolves.toEqual({ id: '1' });
    expect(fetchMock.mock.calls[1]![0]).toBe('/api/xsrf');
    expect(headersOf(2).get('x-xsrf-token')).toBe('freshfreshfreshfreshfreshfreshfreshfreshfre');
  });

  it('does not retry other 403s', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(403, { error: { code: 'forbidden', message: 'no' } }));
    await expect(apiFetch('/api/messages', { method: 'POST', body: {} })).rejects.toMatchObject({ status: 403, code: 'forbidden' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('loginRedirectUrl', () => {
  it('uses the unprefixed login path for English and keeps the query of the page', () => {
    clearToken();
    setStoreLang('en');
    window.history.replaceState(null, '', '/productsShow?id=c4');
    expect(loginRedirectUrl()).toBe(`/login?redirect=${encodeURIComponent('/productsShow?id=c4')}`);
  });
});
