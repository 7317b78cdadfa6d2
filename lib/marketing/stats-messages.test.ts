import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createTranslator } from 'use-intl/core';
import { locales, type Locale } from '@/i18n/routing';
import base from '@/scripts/seed-data/base.json';
import { STAT_IDS } from '@/lib/validations/settings';

const load = (locale: Locale) => JSON.parse(readFileSync(path.join(__dirname, '../../messages', `${locale}.json`), 'utf8'));

/** Renders a statistic label as text, with the figure marked [n] where the count-up goes. */
function label(locale: Locale, id: string, count: number): string {
  const t = createTranslator({ locale, messages: load(locale), namespace: 'Home.stats' });
  return t.markup(id as 'years', { count, num: () => '[n]' });
}

describe('statistics labels', () => {
  it.each([...locales])('every statistic of %s renders with the figure first', (locale) => {
    for (const id of STAT_IDS) {
      const text = label(locale, id, base.settings.stats[id].value);
      expect(text.startsWith('[n]')).toBe(true);
      expect(text.length).toBeGreaterThan(5);
    }
  });

  it('uses the Russian plural forms', () => {
    expect(label('ru', 'years', 21)).toBe('[n] год создаём товары для питомцев');
    expect(label('ru', 'agents', 300)).toBe('[n] агентов по всему миру');
    expect(label('ru', 'years', 22)).toBe('[n] года создаём товары для питомцев');
  });

  it('uses singular and plural in English and German', () => {
    expect(label('en', 'years', 1)).toBe('[n] year of making pet products');
    expect(label('en', 'years', 21)).toBe('[n] years of making pet products');
    expect(label('de', 'stores', 1000)).toBe('[n] Partnergeschäfte');
  });
});
