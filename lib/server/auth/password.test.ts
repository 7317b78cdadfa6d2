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

describe('the hash cost', () => {
  const load = () => {
    let mod: typeof import('./password') | undefined;
    jest.isolateModules(() => {
      mod = jest.requireActual<typeof import('./password')>('./password');
    });
    return mod!;
  };
  const env = { ...process.env };
  afterEach(() => {
    process.env = { ...env };
  });

  it('is OWASP’s scrypt N=2^17, r=8, p=1 outside jest, and a hash made at either cost verifies', async () => {
    (process.env as Record<string, string>).NODE_ENV = 'production';
    delete process.env.JEST_WORKER_ID;
    const server = load();
    const strong = await server.hashPassword('lantern-otter-quartz-meadow');
    expect(strong).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{86}$/);
    expect(server.SCRYPT_PARAMS).toEqual({ N: 131072, r: 8, p: 1 });

    process.env = { ...env };
    const inJest = load();
    const quick = await inJest.hashPassword('lantern-otter-quartz-meadow');
    expect(quick).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await inJest.verifyPassword('lantern-otter-quartz-meadow', strong)).toBe(true);
    expect(await server.verifyPassword('lantern-otter-quartz-meadow', quick)).toBe(true);
    expect(await server.verifyPassword('lantern-otter-quartz-meadOw', strong)).toBe(false);
  });

  it('stays at the server’s cost when NODE_ENV=test is set outside jest', () => {
    (process.env as Record<string, string>).NODE_ENV = 'test';
    delete process.env.JEST_WORKER_ID;
    return expect(load().hashPassword('lantern-otter-quartz-meadow')).resolves.toMatch(/^scrypt\$131072\$/);
  });
});
