'use client';
import { useId, useMemo, useState } from 'react';
import { useHydrated } from '@/components/ui/use-hydrated';
import { chooseMarket, chosenMarket } from '@/lib/client/market-cookie';
import { localeTags } from '@/i18n/routing';
import { sortByName } from '@/lib/collation';
import { withNote } from '@/lib/intl';
import { currencyOf, MARKETS, marketOf, type Market } from '@/lib/shop/markets';
import { useShop } from './shop-context';

/**
 * The market switch of the cart and checkout (the footer has the same one as a plain form): the
 * chosen market is remembered for this browser (the `pt_market` cookie), and `onChange` lets the
 * cart be priced again in it.
 */
export function MarketSelect({ onChange }: { onChange: (market: Market) => void }) {
  const { t, locale } = useShop();
  const id = useId();
  const hydrated = useHydrated();
  const [picked, setPicked] = useState<Market | null>(null);
  // The cookie is read once hydrated (the server rendered the language's market).
  const market = picked ?? (hydrated ? chosenMarket() : null) ?? marketOf(locale);
  const options = useMemo(() => {
    const tag = localeTags[locale];
    const regions = new Intl.DisplayNames([tag], { type: 'region' });
    return sortByName(
      MARKETS.map((m) => ({ m, label: withNote(tag, regions.of(m) ?? m, currencyOf(m)) })),
      tag,
      ({ label }) => label,
    );
  }, [locale]);
  return (
    <div className="field">
      <label htmlFor={id}>{t('Cart.market')}</label>
      <select
        id={id}
        value={market}
        onChange={(event) => {
          const next = event.target.value as Market;
          setPicked(next);
          chooseMarket(next);
          onChange(next);
        }}
      >
        {options.map(({ m, label }) => (
          <option key={m} value={m}>
            {label}
          </option>
        ))}
      </select>
    </div>
  );
}
