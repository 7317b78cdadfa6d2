'use client';
import { queryKeys } from '@/lib/api/query-keys';
import { shopApi, type Address } from '@/lib/api/shop';
import type { AddressSnapshot } from '@/lib/types/shop';
import { Fragment } from 'react';
import { addressLines } from '@/lib/shop/address-format';
import { countryName } from './format';
import { OwnedList } from './owned-list';
import { useShop } from './shop-context';
import styles from './shop.module.css';

/** An address as lines; `inline` renders phrasing content only (inside a radio's label). */
export function AddressLines({ address, inline = false }: { address: AddressSnapshot; inline?: boolean }) {
  const { locale } = useShop();
  const Tag = inline ? 'span' : 'address';
  return (
    <Tag className={styles.address}>
      <strong>{address.recipient}</strong>
      <br />
      {addressLines(address).map((line, i) => (
        <Fragment key={i}>
          {line}
          <br />
        </Fragment>
      ))}
      {countryName(locale, address.country)} · {address.phone}
    </Tag>
  );
}

/** /myaddress: the saved addresses. */
export function AddressList() {
  return (
    <OwnedList<Address>
      ns="Addresses"
      queryKey={queryKeys.addresses.all}
      load={shopApi.addresses}
      remove={shopApi.deleteAddress}
      makeDefault={(id) => shopApi.updateAddress(id, { isDefault: true })}
      addHref="/newaddress"
      editHref={(a) => ({ pathname: '/updateaddress', query: { id: a.id } })}
      names={(a) => ({ name: a.recipient })}
      testId="address-list"
    >
      {(a) => <AddressLines address={a} />}
    </OwnedList>
  );
}
