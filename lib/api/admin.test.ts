/** @jest-environment jsdom */
import { adminFetch } from './admin';

/** jsdom has no fetch Response: a minimal stand-in with the members adminFetch reads. */
function fakeResponse(status: number, text: string): Response {
  return { status, ok: status >= 200 && status < 300, statusText: '', text: async () => text, json: async () => JSON.parse(text) as unknown } as Response;
}

describe('adminFetch', () => {
  it('fetches the anti-forgery cookie first when there is none, and reads that answer to its end', async () => {
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    const xsrfAnswer = fakeResponse(200, '{"status":"ok"}');
    const read = jest.spyOn(xsrfAnswer, 'text');
    const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();
    fetchMock.mockImplementationOnce(async () => {
      document.cookie = 'XSRF-TOKEN=zyxwvutsrqponmlkjihgfedcbaZYXWVUTSRQPONMLKJ; path=/';
      return xsrfAnswer;
    });
    fetchMock.mockResolvedValueOnce(fakeResponse(201, '{"id":"1"}'));
    global.fetch = fetchMock as unknown as typeof fetch;

    await expect(adminFetch('/api/admin/media', { method: 'POST', body: {} })).resolves.toEqual({ id: '1' });
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/xsrf');
    expect(new Headers(fetchMock.mock.calls[1]![1].headers as Record<string, string>).get('x-xsrf-token')).toBe('zyxwvutsrqponmlkjihgfedcbaZYXWVUTSRQPONMLKJ');
    expect(read).toHaveBeenCalledTimes(1);
  });
});
