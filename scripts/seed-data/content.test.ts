import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { locales } from '@/i18n/routing';

const dir = __dirname;
const publicDir = path.join(dir, '../../public');
const load = (file: string) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Record<string, unknown>;
const base = load('base.json');

function mediaPaths(value: unknown): string[] {
  if (typeof value === 'string') return /^\/(media|downloads)\//.test(value) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(mediaPaths);
  if (value && typeof value === 'object') return Object.values(value).flatMap(mediaPaths);
  return [];
}

type Tree = { [key: string]: unknown };
const shape = (value: unknown, prefix = ''): string[] => {
  if (Array.isArray(value)) return [`${prefix}[${value.length}]`, ...value.flatMap((v, i) => shape(v, `${prefix}[${i}]`))];
  if (value && typeof value === 'object') return Object.entries(value as Tree).flatMap(([k, v]) => shape(v, `${prefix}.${k}`));
  return [prefix];
};
const strings = (value: unknown, prefix = ''): [string, string][] => {
  if (typeof value === 'string') return [[prefix, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => strings(v, `${prefix}[${i}]`));
  if (value && typeof value === 'object') return Object.entries(value as Tree).flatMap(([k, v]) => strings(v, `${prefix}.${k}`));
  return [];
};

describe('demo content', () => {
  it('references only media that exist in public/, with width and height on every SVG', () => {
    const paths = [...new Set(mediaPaths(base))];
    expect(paths.length).toBeGreaterThan(100);
    const missing = paths.filter((p) => !existsSync(path.join(publicDir, p)));
    expect(missing).toEqual([]);
    const unsized = paths
      .filter((p) => p.endsWith('.svg'))
      .filter((p) => {
        const head = readFileSync(path.join(publicDir, p), 'utf8').slice(0, 600);
        return !/\swidth="\d+/.test(head) || !/\sheight="\d+/.test(head);
      });
    expect(unsized).toEqual([]);
  });

  const en = load('en.json');
  const englishStrings = new Map(strings(en));

  describe.each(locales.filter((l) => l !== 'en'))('%s.json', (locale) => {
    const texts = load(`${locale}.json`);

    it('has exactly the ids and structure of en.json', () => {
      expect(shape(texts)).toEqual(shape(en));
    });

    it('is translated (long texts never equal the English)', () => {
      const same = strings(texts).filter(
        ([key, value]) => /\p{L}{4,}/u.test(value) && value.length > 25 && englishStrings.get(key) === value && !key.startsWith('.settings.'),
      );
      expect(same).toEqual([]);
    });
  });
});
