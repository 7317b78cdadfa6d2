import { commonPasswords, isCommonPassword } from './password';

describe('common passwords', () => {
  it('loads the maintained list (at least 10,000 entries) once', () => {
    expect(commonPasswords().size).toBeGreaterThanOrEqual(10_000);
    expect(commonPasswords()).toBe(commonPasswords());
  });

  it('refuses common passwords the old 1,108-entry list missed, in any case', () => {
    for (const password of ['bigdaddy', 'explorer', 'lasvegas', 'guinness', 'Aerosmith', 'MICHIGAN']) {
      expect(isCommonPassword(password)).toBe(true);
    }
  });

  it('still refuses the repeats and digit runs kept in common-passwords.txt', () => {
    expect(isCommonPassword('88888888')).toBe(true);
    expect(isCommonPassword('12341234')).toBe(true);
  });

  it('accepts an uncommon passphrase', () => {
    expect(isCommonPassword('lantern-otter-quartz-meadow')).toBe(false);
  });
});
