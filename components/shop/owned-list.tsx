'use client';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import { StatusLine, type Outcome } from '@/components/ui/form-kit';
import { Link } from '@/i18n/navigation';
import { LoadState } from './load-state';
import { useShop } from './shop-context';
import { useOptimistic } from './use-optimistic';
import styles from './shop.module.css';

type Href = ComponentProps<typeof Link>['href'];
type Owned = { id: string; isDefault: boolean };
type List<T> = { items: T[] };

interface OwnedListProps<T extends Owned> {
  /** The message namespace: add, empty, default, edit, editItem, makeDefault, defaultSet, delete, deleteItem, deleteConfirm, deleted. */
  ns: 'Addresses' | 'Cards';
  queryKey: readonly unknown[];
  load: () => Promise<List<T>>;
  remove: (id: string) => Promise<unknown>;
  makeDefault: (id: string) => Promise<unknown>;
  addHref: Href;
  editHref: (item: T) => Href;
  /** Placeholder values naming one item in the edit and delete buttons' accessible names. */
  names: (item: T) => Record<string, string>;
  testId: string;
  children: (item: T) => ReactNode;
}

/**
 * A signed-in user's saved addresses or cards: default first, edit, make default and delete (after
 * a confirmation) at once, rolled back with a message if the server refuses.
 */
export function OwnedList<T extends Owned>({ ns, queryKey, load, remove, makeDefault, addHref, editHref, names, testId, children }: OwnedListProps<T>) {
  const { t } = useShop();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const query = useQuery({ queryKey, queryFn: load });
  // Where focus goes once the list has re-rendered: the buttons it was on disappear (confirmation
  // shown or closed, item deleted), and focus must not fall back to the page's body.
  const focusNext = useRef<(() => HTMLElement | null) | null>(null);
  const addLink = useRef<HTMLAnchorElement>(null);
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const target = focusNext.current?.();
    if (target) {
      focusNext.current = null;
      target.focus();
    }
  });
  const inItem = (id: string, selector: string) => list.current?.querySelector<HTMLElement>(`[data-item="${CSS.escape(id)}"] ${selector}`) ?? null;
  const onError = (text: string) => setOutcome({ kind: 'error', text });
  const removing = useOptimistic<string, List<T>>({
    queryKey,
    mutationFn: remove,
    fallback: t('Shop.undone'),
    onError,
    apply: (list, id) => ({ items: list.items.filter((item) => item.id !== id) }),
    onSuccess: () => setOutcome({ kind: 'success', text: t(`${ns}.deleted`) }),
  });
  const defaulting = useOptimistic<string, List<T>>({
    queryKey,
    mutationFn: makeDefault,
    fallback: t('Shop.undone'),
    onError,
    apply: (list, id) => ({ items: list.items.map((item) => ({ ...item, isDefault: item.id === id })) }),
    onSuccess: () => setOutcome({ kind: 'success', text: t(`${ns}.defaultSet`) }),
  });

  return (
    <div className={styles.stack}>
      <p>
        <Link href={addHref} className="button button--primary" ref={addLink}>
          {t(`${ns}.add`)}
        </Link>
      </p>
      <StatusLine outcome={outcome} />
      <LoadState query={query}>
        {(data) =>
          data.items.length === 0 ? (
            <p>{t(`${ns}.empty`)}</p>
          ) : (
            <ul className={styles.cards} data-testid={testId} ref={list}>
              {data.items.map((item, index) => (
                <li key={item.id} className={styles.item} data-item={item.id}>
                  {item.isDefault ? <span className="badge">{t(`${ns}.default`)}</span> : null}
                  {children(item)}
                  <div className={styles.actions}>
                    <Link className="button" href={editHref(item)} aria-label={t(`${ns}.editItem`, names(item))}>
                      {t(`${ns}.edit`)}
                    </Link>
                    {item.isDefault ? null : (
                      <button type="button" className="button" onClick={() => defaulting.mutate(item.id)}>
                        {t(`${ns}.makeDefault`)}
                      </button>
                    )}
                    {confirming === item.id ? (
                      <span role="group" aria-label={t(`${ns}.deleteConfirm`)} className={styles.confirm}>
                        <span>{t(`${ns}.deleteConfirm`)}</span>
                        <button
                          type="button"
                          className="button button--primary"
                          data-confirm-delete=""
                          onClick={() => {
                            // The next address (or the one before, or "Add") takes focus once this one is gone.
                            const neighbour = data.items[index + 1] ?? data.items[index - 1];
                            focusNext.current = () => (neighbour ? inItem(neighbour.id, 'a') : addLink.current);
                            setConfirming(null);
                            removing.mutate(item.id);
                          }}
                        >
                          {t(`${ns}.delete`)}
                        </button>
                        <button
                          type="button"
                          className="button"
                          onClick={() => {
                            focusNext.current = () => inItem(item.id, '[data-delete]');
                            setConfirming(null);
                          }}
                        >
                          {t('Shop.cancel')}
                        </button>
                      </span>
                    ) : (
                      <button
                        type="button"
                        className="button"
                        data-delete=""
                        aria-label={t(`${ns}.deleteItem`, names(item))}
                        onClick={() => {
                          focusNext.current = () => inItem(item.id, '[data-confirm-delete]');
                          setConfirming(item.id);
                        }}
                      >
                        {t(`${ns}.delete`)}
                      </button>
                    )}
                  </div>
                </li>
              ))}
            </ul>
          )
        }
      </LoadState>
    </div>
  );
}
