import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { CardText } from './render';

/**
 * Cards kept on disk at most. Every sitemap page in every language has one (~430), plus category
 * lists and later articles; the rest of the bound is room for titles edited since.
 */
export const OG_CACHE_MAX_FILES = 2000;

export interface CardCache {
  /** The card drawn earlier for this page and text, or null. */
  get(key: string): Promise<Buffer | null>;
  /** Keeps a card; past `maxFiles`, the oldest cards are deleted. */
  put(key: string, png: Buffer): Promise<void>;
}

/**
 * The file name of a card: its page and everything drawn on it, so a new title is a new file and
 * the old one ages out instead of being served.
 */
export function cardKey(locale: string, kind: string, id: string, text: CardText): string {
  return createHash('sha256')
    .update(JSON.stringify([locale, kind, id, text.title, text.tagline]))
    .digest('base64url')
    .slice(0, 32);
}

// Not `instanceof Error`: errors of node:fs come from another realm under jest.
const isMissing = (error: unknown) => typeof error === 'object' && error !== null && 'code' in error && error.code === 'ENOENT';

/**
 * Rendered cards on disk, at most `maxFiles` of them (the oldest written goes first). Only cards of
 * pages that exist reach it (the route answers 404 before), and the bound keeps any other growth
 * (titles edited again and again) finite. One process per directory keeps the count exact.
 */
export function createCardCache({ dir, maxFiles }: { dir: string; maxFiles: number }): CardCache {
  /** File name → when it was written, oldest first; read from the directory on first use. */
  let index: Promise<Map<string, number>> | null = null;

  async function load(): Promise<Map<string, number>> {
    let names: string[] = [];
    try {
      names = (await readdir(dir)).filter((name) => name.endsWith('.png'));
    } catch (error) {
      if (!isMissing(error)) throw error;
    }
    const entries = await Promise.all(
      names.map(async (name) => {
        try {
          return [name, (await stat(path.join(dir, name))).mtimeMs] as const;
        } catch (error) {
          if (isMissing(error)) return null;
          throw error;
        }
      }),
    );
    return new Map(entries.filter((e) => e !== null).sort((a, b) => a[1] - b[1]));
  }

  async function evict(files: Map<string, number>) {
    while (files.size > maxFiles) {
      const [oldest] = files.keys();
      files.delete(oldest!);
      await unlink(path.join(dir, oldest!)).catch((error: unknown) => {
        if (!isMissing(error)) throw error;
      });
    }
  }

  return {
    async get(key) {
      try {
        return await readFile(path.join(dir, `${key}.png`));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async put(key, png) {
      index ??= load();
      const files = await index;
      await mkdir(dir, { recursive: true });
      // Written aside and renamed, so a concurrent reader never sees half a card.
      const temporary = path.join(dir, `.${key}.${randomBytes(4).toString('hex')}.tmp`);
      await writeFile(temporary, png);
      await rename(temporary, path.join(dir, `${key}.png`));
      const name = `${key}.png`;
      files.delete(name);
      files.set(name, Date.now());
      await evict(files);
    },
  };
}
