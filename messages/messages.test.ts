import { readFileSync } from 'node:fs';
import path from 'node:path';
import { locales } from '@/i18n/routing';

type Tree = { [key: string]: string | Tree };
const load = (locale: string): Tree => JSON.parse(readFileSync(path.join(__dirname, `${locale}.json`), 'utf8')) as Tree;
const flatten = (tree: Tree, prefix = ''): Record<string, string> =>
  Object.entries(tree).reduce<Record<string, string>>((acc, [key, value]) => {
    if (typeof value === 'string') acc[prefix + key] = value;
    else Object.assign(acc, flatten(value, `${prefix}${key}.`));
    return acc;
  }, {});

/**
 * Values that may stay as in English: names and codes, and words the language shares with
 * English. Anything else equal to English is an untranslated string.
 */
const MAY_EQUAL_ENGLISH = /^(Pawtrail|C4|FAQ|App|OK|E-?mail|Email|Fax|Hotline|Logo|Online|Video|Videos|Newsletter|Cookies?|Media|Design|Blog|Info|Status|Total|Menu|Marketing|Material|Portal|Format|Filter|Service|Support|Shop)$|^\{[^}]*\}$|^[\d\s.,:\-–—+()%/]*$|1-833-PAWTRAIL|©/;

const english = flatten(load('en'));

describe.each(locales.filter((l) => l !== 'en'))('messages/%s.json', (locale) => {
  const messages = flatten(load(locale));

  it('has exactly the keys of en.json', () => {
    expect(Object.keys(messages).sort()).toEqual(Object.keys(english).sort());
  });

  it('translates every string that is not a name or code', () => {
    const untranslated = Object.entries(messages).filter(([key, value]) => value === english[key] && !MAY_EQUAL_ENGLISH.test(value));
    expect(untranslated).toEqual([]);
  });

  it('keeps the ICU placeholders of the English text', () => {
    const placeholders = (s: string) => [...s.matchAll(/\{(\w+)/g)].map((m) => m[1]).filter((p, i, a) => a.indexOf(p) === i).sort();
    const mismatched = Object.keys(english).filter((key) => messages[key] !== undefined && placeholders(english[key]!).join() !== placeholders(messages[key]!).join());
    expect(mismatched).toEqual([]);
  });
});
