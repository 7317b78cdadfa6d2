import { dealerReference, parseDealerReference } from './dealer-reference';

describe('dealer application references (issue 32: the confirmation showed a UUID)', () => {
  it('is the first eight hex digits of the id, upper case', () => {
    expect(dealerReference('3f2a9c1b-0d4e-4a5b-8c6d-7e8f9a0b1c2d')).toBe('3F2A9C1B');
  });

  it('reads a reference as staff type it, and nothing else', () => {
    expect(parseDealerReference('3F2A9C1B')).toBe('3f2a9c1b');
    expect(parseDealerReference(' #3f2a 9c1b ')).toBe('3f2a9c1b');
    expect(parseDealerReference('3F2A9C1')).toBeNull();
    expect(parseDealerReference('3F2A9C1G')).toBeNull();
    expect(parseDealerReference('')).toBeNull();
  });
});
