'use client';
import { queryKeys } from '@/lib/api/query-keys';
import { shopApi, type SavedCard } from '@/lib/api/shop';
import { brandName } from './format';
import { OwnedList } from './owned-list';
import { useShop } from './shop-context';
import styles from './shop.module.css';

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
  return (
    <OwnedList<SavedCard>
      ns="Cards"
      queryKey={queryKeys.cards.all}
      load={shopApi.cards}
      remove={shopApi.deleteCard}
      makeDefault={(id) => shopApi.updateCard(id, { isDefault: true })}
      addHref="/newcarpay"
      editHref={(c) => ({ pathname: '/editcarpay', query: { id: c.id } })}
      names={(c) => ({ last4: c.last4 })}
      testId="card-list"
    >
      {(c) => <CardSummary card={c} />}
    </OwnedList>
  );
}
