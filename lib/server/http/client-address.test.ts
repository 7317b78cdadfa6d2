import { addressHeaders } from '@/test/http';
import { clientAddress, SECRET_VARIABLE, signAddress, UNKNOWN_ADDRESS } from './client-address';

/** Issue 11, item 15: a client cannot choose the address its requests are counted under. */
describe('clientAddress', () => {
  it('takes the address scripts/server.mjs signed', () => {
    expect(clientAddress(new Headers(addressHeaders('198.51.100.7')))).toBe('198.51.100.7');
  });

  it('ignores an address the client sent itself, with no, a wrong or a replayed signature', () => {
    const signed = addressHeaders('198.51.100.7');
    expect(clientAddress(new Headers({ 'x-pawtrail-ip': '203.0.113.9' }))).toBe(UNKNOWN_ADDRESS);
    expect(clientAddress(new Headers({ 'x-pawtrail-ip': '203.0.113.9', 'x-pawtrail-ip-sig': signAddress('203.0.113.9', 'guessed-secret') }))).toBe(
      UNKNOWN_ADDRESS,
    );
    expect(clientAddress(new Headers({ 'x-pawtrail-ip': '203.0.113.9', 'x-pawtrail-ip-sig': signed['x-pawtrail-ip-sig']! }))).toBe(UNKNOWN_ADDRESS);
  });

  it('trusts nothing under another server (no per-process secret, as with next start)', () => {
    const headers = new Headers(addressHeaders('198.51.100.7'));
    const secret = process.env[SECRET_VARIABLE];
    delete process.env[SECRET_VARIABLE];
    try {
      expect(clientAddress(headers)).toBe(UNKNOWN_ADDRESS);
    } finally {
      process.env[SECRET_VARIABLE] = secret;
    }
  });
});
