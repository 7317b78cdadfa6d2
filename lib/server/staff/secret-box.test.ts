import { createHash } from 'node:crypto';
import { hashRecoveryCode, openTotpSecret, recoveryCodeMatches, sealTotpSecret } from './secret-box';
import { newRecoveryCodes, newTotpSecret } from './totp';

describe('TOTP secrets at rest', () => {
  it('seals a secret so that the stored value shows nothing of it, differently each time, and opens it again', () => {
    const secret = newTotpSecret();
    const a = sealTotpSecret(secret);
    const b = sealTotpSecret(secret);
    expect(a).toMatch(/^v1\./);
    expect(a).not.toContain(secret);
    expect(a).not.toBe(b);
    expect(openTotpSecret(a)).toEqual({ secret, plain: false });
    expect(openTotpSecret(b)).toEqual({ secret, plain: false });
  });

  it('refuses a sealed value that was altered, instead of reading a wrong secret', () => {
    const [v, iv, tag, data] = sealTotpSecret(newTotpSecret()).split('.');
    const flipped = Buffer.from(data!, 'base64url');
    flipped[0] = flipped[0]! ^ 1;
    expect(() => openTotpSecret([v, iv, tag, flipped.toString('base64url')].join('.'))).toThrow();
  });

  it('still reads a secret stored in plain text before sealing, and says so (the caller seals it)', () => {
    const secret = newTotpSecret();
    expect(openTotpSecret(secret)).toEqual({ secret, plain: true });
  });
});

describe('recovery codes at rest', () => {
  it('stores a salted keyed hash: two hashes of one code differ, and each matches it typed in any case or spacing', () => {
    const [code] = newRecoveryCodes();
    const a = hashRecoveryCode(code!);
    expect(a).not.toBe(hashRecoveryCode(code!));
    expect(a).toMatch(/^r1\./);
    expect(recoveryCodeMatches(` ${code!.toLowerCase().replace('-', ' ')} `, a)).toBe(true);
    expect(recoveryCodeMatches(newRecoveryCodes()[0]!, a)).toBe(false);
  });

  it('still accepts a code stored as the unsalted SHA-256 of earlier enrolments', () => {
    const [code, other] = newRecoveryCodes();
    const legacy = createHash('sha256').update(code!.replace('-', ''), 'utf8').digest('hex');
    expect(recoveryCodeMatches(code!, legacy)).toBe(true);
    expect(recoveryCodeMatches(other!, legacy)).toBe(false);
  });
});
