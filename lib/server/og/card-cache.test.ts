import { mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cardKey, createCardCache } from './card-cache';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'card-cache-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const pngs = () => readdirSync(dir).filter((name) => name.endsWith('.png'));
const text = { title: 'Travel bowl', tagline: 'Made for walks' };

describe('the card cache', () => {
  it('gives back what it kept, and nothing for a card it never drew', async () => {
    const cache = createCardCache({ dir, maxFiles: 10 });
    const key = cardKey('de', 'product', 'c4', text);
    expect(await cache.get(key)).toBeNull();
    await cache.put(key, Buffer.from('card'));
    expect((await cache.get(key))?.toString()).toBe('card');
  });

  it('names a card after its text, so a new title is a new card', () => {
    expect(cardKey('de', 'product', 'c4', text)).not.toBe(cardKey('de', 'product', 'c4', { ...text, title: 'Travel bowl II' }));
    expect(cardKey('de', 'product', 'c4', text)).not.toBe(cardKey('fr', 'product', 'c4', text));
    expect(cardKey('de', 'product', 'c4', text)).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });

  it('never holds more than its bound, deleting the oldest first', async () => {
    const cache = createCardCache({ dir, maxFiles: 5 });
    const keys = Array.from({ length: 12 }, (_, i) => cardKey('en', 'news', `article-${i}`, text));
    for (const key of keys) {
      await cache.put(key, Buffer.from(key));
      expect(pngs().length).toBeLessThanOrEqual(5);
    }
    expect(pngs().sort()).toEqual(
      keys
        .slice(-5)
        .map((k) => `${k}.png`)
        .sort(),
    );
    expect(await cache.get(keys[0]!)).toBeNull();
    expect((await cache.get(keys[11]!))?.toString()).toBe(keys[11]);
  });

  it('counts the cards a previous process left, and evicts them by age', async () => {
    for (let i = 0; i < 4; i += 1) {
      const file = path.join(dir, `old-${i}.png`);
      writeFileSync(file, 'old');
      const at = new Date(Date.UTC(2026, 0, 1 + i));
      utimesSync(file, at, at);
    }
    const cache = createCardCache({ dir, maxFiles: 4 });
    await cache.put('fresh-a', Buffer.from('a'));
    await cache.put('fresh-b', Buffer.from('b'));
    expect(pngs().sort()).toEqual(['fresh-a.png', 'fresh-b.png', 'old-2.png', 'old-3.png']);
  });
});
