'use client';
import { busyButton } from '@/components/ui/busy-button';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useHydrated } from '@/components/ui/use-hydrated';
import { getPathname, Link } from '@/i18n/navigation';
import { isApiError } from '@/lib/api/errors';
import { shopApi, type LinkedOrder } from '@/lib/api/shop';
import { useSessionToken } from '@/lib/client/session-store';
import { percentDecode } from '@/lib/percent-decode';
import { orderLinkToken } from '@/lib/validations/order';
import { LoadState } from './load-state';
import { OrderActions, OrderArticle } from './orders';
import { useShop } from './shop-context';
import styles from './shop.module.css';

/** The token of `/order#<token>`, read after mount (the fragment never reaches the server). */
function useFragmentToken(): string | null | undefined {
  const [token, setToken] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    const read = () => {
      const raw = percentDecode(window.location.hash.slice(1));
      setToken(raw !== null && orderLinkToken.safeParse(raw).success ? raw : null);
    };
    read();
    window.addEventListener('hashchange', read);
    return () => window.removeEventListener('hashchange', read);
  }, []);
  return token;
}

/**
 * A guest's order from its mailed link: the whole order as the account page shows it, and the way
 * to keep it in an account — create one with the order's email or sign in (both come back here),
 * then add it with one button. The signed-in account holding the order gets its actions here too
 * (cancel, return), as on its account page.
 */
export function OrderLinkPage() {
  const { t } = useShop();
  const hydrated = useHydrated();
  const token = useFragmentToken();
  const query = useQuery({ queryKey: ['order-link', token], queryFn: () => shopApi.linkedOrder(token!), enabled: !!token, retry: false });

  if (!hydrated || token === undefined)
    return (
      <p className="status" role="status">
        {t('Shop.loading')}
      </p>
    );
  if (token === null)
    return (
      <div role="alert" className="status status--error">
        <p>{t('Shop.errors.orderLinkInvalid')}</p>
      </div>
    );
  return (
    <div className={styles.stack} data-ready={query.data ? 'true' : undefined}>
      <LoadState query={query} notFound={t('Shop.errors.orderLinkInvalid')}>
        {(order) => (
          <OrderArticle order={order} level={2}>
            {order.owned ? (
              <OrderActions order={order} queryKey={['order-link', token]} email={order.email} />
            ) : !order.claimed ? (
              // A guest order: its link asks for a return or withdraws (cancelling as such needs the account or the team).
              <OrderActions order={order} queryKey={['order-link', token]} linkToken={token} email={order.email} />
            ) : null}
            <ClaimPanel order={order} token={token} />
          </OrderArticle>
        )}
      </LoadState>
    </div>
  );
}

function ClaimPanel({ order, token }: { order: LinkedOrder; token: string }) {
  const { t, locale } = useShop();
  const session = useSessionToken();
  const [claimed, setClaimed] = useState(order.claimed);
  const claim = useMutation({ mutationFn: () => shopApi.claimOrder(token), onSuccess: () => setClaimed(true) });
  const here = `${getPathname({ locale, href: '/order' })}#${token}`;
  const accountLink = (
    <Link href={{ pathname: '/user', query: { order: order.id } }} className="button">
      {t('Orders.openInAccount')}
    </Link>
  );
  let body;
  if (claimed) {
    body = (
      <>
        <p className="status status--success" role="status">
          {claim.isSuccess ? t('Orders.claimDone') : t('Orders.claimed')}
        </p>
        {session ? <p>{accountLink}</p> : null}
      </>
    );
  } else if (session) {
    body = (
      <>
        <p>{t('Orders.claimOffer', { email: order.email })}</p>
        <div aria-live="assertive" role="alert">
          {claim.isError ? <p className="status status--error">{isApiError(claim.error) ? claim.error.message : t('Errors.server')}</p> : null}
        </div>
        <button type="button" className="button button--primary" aria-busy={claim.isPending} {...busyButton(claim.isPending, () => claim.mutate())}>
          {t('Orders.claim')}
        </button>
      </>
    );
  } else {
    const register = `${getPathname({ locale, href: '/register' })}?${new URLSearchParams({ email: order.email, redirect: here })}`;
    const login = `${getPathname({ locale, href: '/login' })}?${new URLSearchParams({ redirect: here })}`;
    body = (
      <>
        <p>{t('Orders.claimSignedOut', { email: order.email })}</p>
        <p className={styles.actions}>
          <a href={register} className="button button--primary">
            {t('Orders.claimCreate')}
          </a>
          <a href={login} className="button">
            {t('Orders.claimSignIn')}
          </a>
        </p>
      </>
    );
  }
  return (
    <section aria-labelledby="order-account" className={styles.review} data-testid="order-claim">
      {/* Inside the order's article, whose title is an h2 here. */}
      <h3 id="order-account">{t('Orders.account')}</h3>
      {body}
    </section>
  );
}
