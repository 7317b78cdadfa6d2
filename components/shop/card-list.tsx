'use client';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from '@/i18n/navigation';
import { queryKeys } from '@/lib/api/query-keys';
import { shopApi, type SavedCard } from '@/lib/api/shop';
import { brandName } from './format';
import { StatusLine, type Outcome } from './form-kit';
import { LoadState } from './load-state';
import { useShop } from './shop-context';
import { useOptimistic } from './use-optimistic';
import styles from './shop.module.css';

type List = { items: SavedCard[] };

export function CardSummary({ card }: { card: Pick<SavedCard, 'brand' | 'last4'> & Partial<SavedCard> }) {
  const { t, locale } = useShop();
  return (
    <span className={styles.cardSummary}>
      <strong>{t('Cards.endingIn', { brand: brandName(locale, card.brand), last4: card.last4 })}</strong>
      {card.expMonth ? <> · {t('Cards.expires', { month: String(card.expMonth).padStart(2, '0'), year: String(card.expYear) })}</> : null}
      {card.holder ? <> · {card.holder}</> : null}
    </span>
  );
}

/** /payment_info: saved cards (brand, last four, expiry, holder, default). */
export function CardList() {
  const { t } = useShop();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const query = useQuery({ queryKey: queryKeys.cards.all, queryFn: shopApi.cards });
  const onError = (text: string) => setOutcome({ kind: 'error', text });
  const remove = useOptimistic<string, List>({
    queryKey: queryKeys.cards.all, mutationFn: shopApi.deleteCard, fallback: t('Shop.undone'), onError,
    apply: (list, id) => ({ items: list.items.filter((c) => c.id !== id) }),
    onSuccess: () => setOutcome({ kind: 'success', text: t('Cards.deleted') }),
  });
  const makeDefault = useOptimistic<string, List>({
    queryKey: queryKeys.cards.all, mutationFn: (id) => shopApi.updateCard(id, { isDefault: true }), fallback: t('Shop.undone'), onError,
    apply: (list, id) => ({ items: list.items.map((c) => ({ ...c, isDefault: c.id === id })) }),
    onSuccess: () => setOutcome({ kind: 'success', text: t('Cards.defaultSet') }),
  });
  return (
    <div className={styles.stack}>
      <p><Link href="/newcarpay" className="button button--primary">{t('Cards.add')}</Link></p>
      <StatusLine outcome={outcome} />
      <LoadState query={query}>
        {(data) => data.items.length === 0 ? <p>{t('Cards.empty')}</p> : (
          <ul className={styles.cards} data-testid="card-list">
            {data.items.map((c) => (
              <li key={c.id} className={styles.item}>
                {c.isDefault ? <span className="badge">{t('Cards.default')}</span> : null}
                <CardSummary card={c} />
                <div className={styles.actions}>
                  <Link className="button" href={{ pathname: '/editcarpay', query: { id: c.id } }} aria-label={t('Cards.editItem', { last4: c.last4 })}>{t('Cards.edit')}</Link>
                  {c.isDefault ? null : <button type="button" className="button" onClick={() => makeDefault.mutate(c.id)}>{t('Cards.makeDefault')}</button>}
                  {confirming === c.id ? (
                    <span role="group" aria-label={t('Cards.deleteConfirm')} className={styles.confirm}>
                      <span>{t('Cards.deleteConfirm')}</span>
                      <button type="button" className="button button--primary" onClick={() => { setConfirming(null); remove.mutate(c.id); }}>{t('Cards.delete')}</button>
                      <button type="button" className="button" onClick={() => setConfirming(null)}>{t('Shop.cancel')}</button>
                    </span>
                  ) : (
                    <button type="button" className="button" aria-label={t('Cards.deleteItem', { last4: c.last4 })} onClick={() => setConfirming(c.id)}>{t('Cards.delete')}</button>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
      </LoadState>
    </div>
  );
}
