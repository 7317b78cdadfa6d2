'use client';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'next/navigation';
import type { ReactNode } from 'react';
import { Link, useRouter } from '@/i18n/navigation';
import { queryKeys } from '@/lib/api/query-keys';
import { shopApi } from '@/lib/api/shop';
import { AddressForm } from './address-form';
import { EditCardForm, NewCardForm } from './card-form';
import { LoadState } from './load-state';
import { useShop } from './shop-context';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type ListPath = '/myaddress' | '/payment_info';

/** A "new" page: back to the list, the form, and back to the list once saved. */
function NewOwnedPage({ list, back, form }: { list: ListPath; back: string; form: (done: () => void) => ReactNode }) {
  const router = useRouter();
  return (
    <>
      <p>
        <Link href={list}>← {back}</Link>
      </p>
      {form(() => router.push(list))}
    </>
  );
}

/** An "edit" page: the id is read from the URL on the client (the page itself is static). */
function EditOwnedPage<T>({
  list,
  back,
  missing,
  queryKey,
  load,
  form,
}: {
  list: ListPath;
  back: string;
  missing: string;
  queryKey: (id: string) => readonly unknown[];
  load: (id: string) => Promise<T>;
  form: (item: T, done: () => void) => ReactNode;
}) {
  const router = useRouter();
  const id = useSearchParams().get('id') ?? '';
  const valid = UUID.test(id);
  const query = useQuery({ queryKey: queryKey(id), queryFn: () => load(id), enabled: valid });
  return (
    <>
      <p>
        <Link href={list}>← {back}</Link>
      </p>
      {valid ? (
        <LoadState query={query} notFound={missing}>
          {(item) => form(item, () => router.push(list))}
        </LoadState>
      ) : (
        <p role="alert" className="status status--error">
          {missing}
        </p>
      )}
    </>
  );
}

/** /newaddress */
export function NewAddressPage() {
  const { t } = useShop();
  return <NewOwnedPage list="/myaddress" back={t('Addresses.backToList')} form={(done) => <AddressForm onSaved={done} />} />;
}

/** /updateaddress?id=… */
export function EditAddressPage() {
  const { t } = useShop();
  return (
    <EditOwnedPage
      list="/myaddress"
      back={t('Addresses.backToList')}
      missing={t('Addresses.notFound')}
      queryKey={queryKeys.addresses.detail}
      load={shopApi.address}
      form={(address, done) => <AddressForm address={address} onSaved={done} />}
    />
  );
}

/** /newcarpay */
export function NewCardPage() {
  const { t } = useShop();
  return <NewOwnedPage list="/payment_info" back={t('Cards.backToList')} form={(done) => <NewCardForm onSaved={done} />} />;
}

/** /editcarpay?id=… */
export function EditCardPage() {
  const { t } = useShop();
  return (
    <EditOwnedPage
      list="/payment_info"
      back={t('Cards.backToList')}
      missing={t('Cards.notFound')}
      queryKey={queryKeys.cards.detail}
      load={shopApi.card}
      form={(card, done) => <EditCardForm card={card} onSaved={done} />}
    />
  );
}
