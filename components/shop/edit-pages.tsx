'use client';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'next/navigation';
import { Link, useRouter } from '@/i18n/navigation';
import { queryKeys } from '@/lib/api/query-keys';
import { shopApi } from '@/lib/api/shop';
import { AddressForm } from './address-form';
import { EditCardForm, NewCardForm } from './card-form';
import { LoadState } from './load-state';
import { useShop } from './shop-context';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function BackLink({ href, label }: { href: '/myaddress' | '/payment_info'; label: string }) {
  return <p><Link href={href}>← {label}</Link></p>;
}

/** /newaddress */
export function NewAddressPage() {
  const { t } = useShop();
  const router = useRouter();
  return (
    <>
      <BackLink href="/myaddress" label={t('Addresses.backToList')} />
      <AddressForm onSaved={() => router.push('/myaddress')} />
    </>
  );
}

/** /updateaddress?id=… — the id is read from the URL on the client (the page itself is static). */
export function EditAddressPage() {
  const { t } = useShop();
  const router = useRouter();
  const id = useSearchParams().get('id') ?? '';
  const valid = UUID.test(id);
  const query = useQuery({ queryKey: queryKeys.addresses.detail(id), queryFn: () => shopApi.address(id), enabled: valid });
  return (
    <>
      <BackLink href="/myaddress" label={t('Addresses.backToList')} />
      {valid ? (
        <LoadState query={query} notFound={t('Addresses.notFound')}>
          {(address) => <AddressForm address={address} onSaved={() => router.push('/myaddress')} />}
        </LoadState>
      ) : <p role="alert" className="status status--error">{t('Addresses.notFound')}</p>}
    </>
  );
}

/** /newcarpay */
export function NewCardPage() {
  const { t } = useShop();
  const router = useRouter();
  return (
    <>
      <BackLink href="/payment_info" label={t('Cards.backToList')} />
      <NewCardForm onSaved={() => router.push('/payment_info')} />
    </>
  );
}

/** /editcarpay?id=… */
export function EditCardPage() {
  const { t } = useShop();
  const router = useRouter();
  const id = useSearchParams().get('id') ?? '';
  const valid = UUID.test(id);
  const query = useQuery({ queryKey: queryKeys.cards.detail(id), queryFn: () => shopApi.card(id), enabled: valid });
  return (
    <>
      <BackLink href="/payment_info" label={t('Cards.backToList')} />
      {valid ? (
        <LoadState query={query} notFound={t('Cards.notFound')}>
          {(card) => <EditCardForm card={card} onSaved={() => router.push('/payment_info')} />}
        </LoadState>
      ) : <p role="alert" className="status status--error">{t('Cards.notFound')}</p>}
    </>
  );
}
