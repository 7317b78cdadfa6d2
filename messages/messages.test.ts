import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
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
const MAY_EQUAL_ENGLISH =
  /^(Pawtrail|C4|FAQ|App|OK|E-?mail|Email|Fax|Hotline|Logo|Online|Video|Videos|Newsletter|Cookies?|Media|Design|Blog|Info|Status|Total|Menu|Marketing|Material|Portal|Format|Filter|Service|Support|Shop|Catalogue|Downloads?|Home|Name|Actions|Latitude|Longitude)$|^\{[^}]*\}$|^[\d\s.,:\-–—+()%/]*$|1-833-PAWTRAIL|©/;

/** The argument names a message uses (ICU-parsed, so plural branch texts do not count). */
function argumentsOf(message: string): string {
  const names = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const el of elements) {
      if (el.type === TYPE.argument || el.type === TYPE.number || el.type === TYPE.date || el.type === TYPE.time) names.add(el.value);
      if (el.type === TYPE.plural || el.type === TYPE.select) {
        names.add(el.value);
        Object.values(el.options).forEach((o) => walk(o.value));
      }
      if (el.type === TYPE.tag) {
        names.add(`<${el.value}>`);
        walk(el.children);
      }
    }
  };
  walk(parse(message, { ignoreTag: false }));
  return [...names].sort().join();
}

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

  it('parses as ICU and keeps the arguments of the English text', () => {
    const mismatched = Object.keys(english).filter((key) => messages[key] !== undefined && argumentsOf(english[key]!) !== argumentsOf(messages[key]!));
    expect(mismatched).toEqual([]);
  });
});

describe.each(locales)('%s: the partner words', (locale) => {
  const messages = flatten(load(locale));

  // Dealers apply to resell (the dealer page, its applications in the back office); stores and
  // agents are what the store finder lists. One word for two of them made the Japanese back office
  // list "販売店" twice in its menu, and Korean call dealers and agents both "대리점".
  it('names dealers, stores and agents with three different words', () => {
    const words = { dealer: messages['AdminShell.sections.dealers']!, store: messages['Stores.kinds.store']!, agent: messages['Stores.kinds.agent']! };
    const clashes = Object.entries(words).flatMap(([a, x]) =>
      Object.entries(words)
        .filter(([b, y]) => a < b && (x.toLowerCase().includes(y.toLowerCase()) || y.toLowerCase().includes(x.toLowerCase())))
        .map(([b, y]) => `${a} "${x}" / ${b} "${y}"`),
    );
    expect(clashes).toEqual([]);
  });
});
