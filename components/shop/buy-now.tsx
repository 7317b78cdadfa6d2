'use client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { StatusLine } from '@/components/ui/form-kit';
import { getPathname } from '@/i18n/navigation';
import { queryKeys } from '@/lib/api/query-keys';
import { shopApi, type GuestOrderPlaced, type OrderDetail } from '@/lib/api/shop';
import { useSessionToken } from '@/lib/client/session-store';
import { buyNowParam } from '@/lib/shop/buy-now-param';
import { cartItemInput, type CartItemInput } from '@/lib/validations/cart';
import { Checkout, OrderPlaced } from './checkout';
import { GuestCheckout, GuestOrderPlacedNote } from './guest-checkout';
import { useShop } from './shop-context';
import { refusedMessage } from './use-optimistic';

/** `?buy=c4:midnight:1` (buyNowParam's form), or null when it is not one valid item. */
export function parseBuyNow(value: string | null): CartItemInput | null {
  const parts = value?.split(':');
  if (!parts || parts.length !== 3) return null;
  const parsed = cartItemInput.safeParse({ productId: parts[0], colorId: parts[1], quantity: Number(parts[2]) });
  return parsed.success ? parsed.data : null;
}

/**
 * "Buy now" from a product page: the checkout of this one item, priced by the server, without the
 * cart (its lines stay as they were, and the order does not take them out of it); a guest gets
 * the guest checkout of the item.
 */
export function BuyNowCheckout({ item }: { item: CartItemInput }) {
  const { t, locale } = useShop();
  const token = useSessionToken();
  const queryClient = useQueryClient();
  const [placed, setPlaced] = useState<OrderDetail | null>(null);
  const [guestPlaced, setGuestPlaced] = useState<GuestOrderPlaced | null>(null);
  const quote = useQuery({
    queryKey: ['buy-now', locale, buyNowParam(item)],
    queryFn: () => shopApi.quote([item]),
    retry: false,
    enabled: !placed && !guestPlaced,
  });

  if (placed) return <OrderPlaced order={placed} />;
  if (guestPlaced) return <GuestOrderPlacedNote order={guestPlaced} />;
  if (quote.isPending)
    return (
      <p className="status" role="status">
        {t('Shop.loading')}
      </p>
    );
  if (quote.isError) return <StatusLine outcome={{ kind: 'error', text: refusedMessage(quote.error, t('Errors.server')) }} />;
  if (!token) {
    const back = `${getPathname({ locale, href: '/shoppingcart' })}?step=checkout&buy=${encodeURIComponent(buyNowParam(item))}`;
    return (
      <div data-testid="buy-now">
        <GuestCheckout cart={quote.data} items={[item]} signInReturn={back} onPlaced={setGuestPlaced} />
      </div>
    );
  }
  return (
    <div data-ready="true" data-testid="buy-now">
      <Checkout
        cart={quote.data}
        items={[item]}
        onPlaced={(order) => {
          setPlaced(order);
          void queryClient.invalidateQueries({ queryKey: queryKeys.orders.all });
        }}
      />
    </div>
  );
}
