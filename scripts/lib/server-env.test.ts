import { parseServerEnv } from './server-env.mjs';

/** What every production environment must have (MAIL_SECRET_KEY); the tests below add what they are about. */
const KEY = { MAIL_SECRET_KEY: 'k'.repeat(32) };

describe('the custom server settings', () => {
  it('has the documented defaults, and none of the shutdown delay in development', () => {
    expect(parseServerEnv(KEY)).toEqual({
      ...KEY,
      PORT: 3000,
      SHUTDOWN_DRAIN_MS: 25_000,
      SHUTDOWN_READY_DELAY_MS: 5_000,
      PAGE_MEMO_MS: 1000,
      REQUEST_TIMEOUT_MS: 30_000,
      TRUST_PROXY: '0',
    });
    expect(parseServerEnv({}, { dev: true }).SHUTDOWN_READY_DELAY_MS).toBe(0);
    expect(parseServerEnv({ ...KEY, PAGE_MEMO_MS: '0', PORT: '8080', TRUST_PROXY: '1', REQUEST_TIMEOUT_MS: '' })).toMatchObject({
      PAGE_MEMO_MS: 0,
      PORT: 8080,
      TRUST_PROXY: '1',
      REQUEST_TIMEOUT_MS: 30_000,
    });
  });

  it('refuses a value that is not a number of milliseconds, naming each variable (a NaN memo kept pages for ever)', () => {
    expect(() => parseServerEnv({ ...KEY, PAGE_MEMO_MS: 'abc' })).toThrow('PAGE_MEMO_MS: must be a number of milliseconds');
    expect(() => parseServerEnv({ ...KEY, PAGE_MEMO_MS: '-5', SHUTDOWN_DRAIN_MS: '1.5' })).toThrow(
      /SHUTDOWN_DRAIN_MS: must be a whole number of milliseconds; PAGE_MEMO_MS: must be 0 or more/,
    );
    expect(() => parseServerEnv({ REQUEST_TIMEOUT_MS: '0' })).toThrow(/REQUEST_TIMEOUT_MS/);
    expect(() => parseServerEnv({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY/);
    expect(() => parseServerEnv({ PORT: '70000' })).toThrow(/PORT/);
  });

  it('does not start in production without MAIL_SECRET_KEY (a retried mail must open with the key that queued it)', () => {
    expect(() => parseServerEnv({})).toThrow('MAIL_SECRET_KEY: must be set');
    expect(() => parseServerEnv({ MAIL_SECRET_KEY: 'short' })).toThrow('MAIL_SECRET_KEY: must be at least 32 characters');
    expect(parseServerEnv({}, { dev: true }).MAIL_SECRET_KEY).toBeUndefined();
  });
});
