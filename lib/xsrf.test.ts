import { newXsrfToken, xsrfValid } from './xsrf';

describe('anti-forgery token', () => {
  it('is 256 random bits in url-safe base64', () => {
    const a = newXsrfToken();
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newXsrfToken()).not.toBe(a);
  });

  it('accepts only an equal, well-formed cookie and header pair', () => {
    const t = newXsrfToken();
    expect(xsrfValid(t, t)).toBe(true);
    expect(xsrfValid(t, newXsrfToken())).toBe(false);
    expect(xsrfValid(t, null)).toBe(false);
    expect(xsrfValid(undefined, t)).toBe(false);
    expect(xsrfValid('short', 'short')).toBe(false);
  });
});
