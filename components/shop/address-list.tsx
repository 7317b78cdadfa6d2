'use client';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from '@/i18n/navigation';
import { queryKeys } from '@/lib/api/query-keys';
import { shopApi, type Address } from '@/lib/api/shop';
import { countryName } from './format';
import { StatusLine, type Outcome } from './form-kit';
import { LoadState } from './load-state';
import { useShop } from './shop-context';
import { useOptimistic } from './use-optimistic';
import styles from './shop.module.css';

type List = { items: Address[] };

/** An address as lines; `inline` renders phrasing content only (inside a radio's label). */
export function AddressLines({ address, inline = false }: { address: Omit<Address, 'id' | 'isDefault'>; inline?: boolean }) {
  const { locale } = useShop();
  const Tag = inline ? 'span' : 'address';
  return (
    <Tag className={styles.address}>
      <strong>{address.recipient}</strong><br />
      {address.line1}{address.line2 ? <>, {address.line2}</> : null}<br />
      {[address.postalCode, address.city, address.region].filter(Boolean).join(' ')}<br />
      {countryName(locale, address.country)} · {address.phone}
    </Tag>
  );
}

/** /myaddress: the list, default first; set default and delete at once, rolled back if refused. */
export function AddressList() {
  const { t } = useShop();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const query = useQuery({ queryKey: queryKeys.addresses.all, queryFn: shopApi.addresses });
  const onError = (text: string) => setOutcome({ kind: 'error', text });
  const remove = useOptimistic<string, List>({
    queryKey: queryKeys.addresses.all, mutationFn: shopApi.deleteAddress, fallback: t('Shop.undone'), onError,
    apply: (list, id) => ({ items: list.items.filter((a) => a.id !== id) }),
    onSuccess: () => setOutcome({ kind: 'success', text: t('Addresses.deleted') }),
  });
  const makeDefault = useOptimistic<string, List>({
    queryKey: queryKeys.addresses.all, mutationFn: (id) => shopApi.updateAddress(id, { isDefault: true }), fallback: t('Shop.undone'), onError,
    apply: (list, id) => ({ items: list.items.map((a) => ({ ...a, isDefault: a.id === id })) }),
    onSuccess: () => setOutcome({ kind: 'success', text: t('Addresses.defaultSet') }),
  });

  return (
    <div className={styles.stack}>
      <p><Link href="/newaddress" className="button button--primary">{t('Addresses.add')}</Link></p>
      <StatusLine outcome={outcome} />
      <LoadState query={query}>
        {(data) => data.items.length === 0 ? <p>{t('Addresses.empty')}</p> : (
          <ul className={styles.cards} data-testid="address-list">
            {data.items.map((a) => (
              <li key={a.id} className={styles.item}>
                {a.isDefault ? <span className="badge">{t('Addresses.default')}</span> : null}
                <AddressLines address={a} />
                <div className={styles.actions}>
                  <Link className="button" href={{ pathname: '/updateaddress', query: { id: a.id } }} aria-label={t('Addresses.editItem', { name: a.recipient })}>{t('Addresses.edit')}</Link>
                  {a.isDefault ? null : <button type="button" className="button" onClick={() => makeDefault.mutate(a.id)}>{t('Addresses.makeDefault')}</button>}
                  {confirming === a.id ? (
                    <span role="group" aria-label={t('Addresses.deleteConfirm')} className={styles.confirm}>
                      <span>{t('Addresses.deleteConfirm')}</span>
                      <button type="button" className="button button--primary" onClick={() => { setConfirming(null); remove.mutate(a.id); }}>{t('Addresses.delete')}</button>
                      <button type="button" className="button" onClick={() => setConfirming(null)}>{t('Shop.cancel')}</button>
                    </span>
                  ) : (
                    <button type="button" className="button" aria-label={t('Addresses.deleteItem', { name: a.recipient })} onClick={() => setConfirming(a.id)}>{t('Addresses.delete')}</button>
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
