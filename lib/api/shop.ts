import type {
  Address,
  CartView,
  FavoriteView,
  GuestOrderPlaced,
  LinkedOrder,
  OrderDetail,
  OrderSummary,
  ReturnRequestView,
  SavedCard,
  WithdrawalView,
} from '@/lib/types/shop';
import type { AddressForm } from '@/lib/validations/address';
import type { CardForm, CardPatch } from '@/lib/validations/card';
import type { GuestOrderInput, OrderInput } from '@/lib/validations/order';
import type { ReturnRequestInput } from '@/lib/validations/returns';
import type { WithdrawalInput } from '@/lib/validations/withdrawal';
import { apiFetch } from './client';

export type { Address, CartView, FavoriteView, GuestOrderPlaced, LinkedOrder, OrderDetail, OrderSummary, ReturnRequestView, SavedCard };
export type CartLine = CartView['lines'][number];

/** The shop's endpoints (OpenAPI: GET /api/openapi.json), typed, all through the one fetch wrapper. */
export const shopApi = {
  cart: () => apiFetch<CartView>('/api/cart'),
  cartCount: () => apiFetch<{ count: number }>('/api/cart/count'),
  addToCart: (item: { productId: string; colorId: string; quantity: number }) => apiFetch<CartView>('/api/cart/items', { method: 'POST', body: item }),
  quote: (items: { productId: string; colorId: string; quantity: number }[]) => apiFetch<CartView>('/api/cart/quote', { method: 'POST', body: { items } }),
  setQuantity: (id: string, quantity: number) => apiFetch<CartView>(`/api/cart/items/${id}`, { method: 'PATCH', body: { quantity } }),
  removeLine: (id: string) => apiFetch<CartView>(`/api/cart/items/${id}`, { method: 'DELETE' }),
  mergeCart: () => apiFetch<{ merged: number; cart: CartView }>('/api/cart/merge', { method: 'POST' }),

  favorites: () => apiFetch<{ items: FavoriteView[] }>('/api/favorites'),
  addFavorite: (productId: string, colorId?: string) => apiFetch<{ productId: string }>('/api/favorites', { method: 'POST', body: { productId, colorId } }),
  removeFavorite: (productId: string) => apiFetch<{ productId: string }>(`/api/favorites/${encodeURIComponent(productId)}`, { method: 'DELETE' }),
  mergeFavorites: (productIds: string[]) => apiFetch<{ added: number }>('/api/favorites/merge', { method: 'POST', body: { productIds } }),
  guestFavorites: (productIds: string[]) => apiFetch<{ items: FavoriteView[] }>('/api/favorites/guest', { method: 'POST', body: { productIds } }),

  addresses: () => apiFetch<{ items: Address[] }>('/api/addresses'),
  address: (id: string) => apiFetch<Address>(`/api/addresses/${encodeURIComponent(id)}`),
  createAddress: (input: AddressForm) => apiFetch<Address>('/api/addresses', { method: 'POST', body: input }),
  updateAddress: (id: string, input: Partial<AddressForm>) => apiFetch<Address>(`/api/addresses/${encodeURIComponent(id)}`, { method: 'PATCH', body: input }),
  deleteAddress: (id: string) => apiFetch<{ id: string }>(`/api/addresses/${encodeURIComponent(id)}`, { method: 'DELETE' }),

  cards: () => apiFetch<{ items: SavedCard[] }>('/api/cards'),
  card: (id: string) => apiFetch<SavedCard>(`/api/cards/${encodeURIComponent(id)}`),
  createCard: (input: CardForm) => apiFetch<SavedCard>('/api/cards', { method: 'POST', body: input }),
  updateCard: (id: string, input: CardPatch) => apiFetch<SavedCard>(`/api/cards/${encodeURIComponent(id)}`, { method: 'PATCH', body: input }),
  deleteCard: (id: string) => apiFetch<{ id: string }>(`/api/cards/${encodeURIComponent(id)}`, { method: 'DELETE' }),

  orders: () => apiFetch<{ items: OrderSummary[] }>('/api/orders'),
  order: (id: string) => apiFetch<OrderDetail>(`/api/orders/${encodeURIComponent(id)}`),
  placeOrder: (input: OrderInput, idempotencyKey: string) =>
    apiFetch<OrderDetail>('/api/orders', { method: 'POST', body: input, headers: { 'Idempotency-Key': idempotencyKey } }),
  placeGuestOrder: (input: GuestOrderInput, idempotencyKey: string) =>
    apiFetch<GuestOrderPlaced>('/api/orders/guest', { method: 'POST', body: input, headers: { 'Idempotency-Key': idempotencyKey } }),
  /** The order a mailed link opens (POST: the token stays out of URLs). */
  linkedOrder: (token: string) => apiFetch<LinkedOrder>('/api/orders/lookup', { method: 'POST', body: { token } }),
  claimOrder: (token: string) => apiFetch<OrderDetail>('/api/orders/claim', { method: 'POST', body: { token } }),
  cancelOrder: (id: string) => apiFetch<OrderDetail>(`/api/orders/${encodeURIComponent(id)}/cancel`, { method: 'POST' }),
  requestReturn: (id: string, input: ReturnRequestInput) =>
    apiFetch<ReturnRequestView>(`/api/orders/${encodeURIComponent(id)}/returns`, { method: 'POST', body: input }),
  /** A guest's return request from the order's mailed link. */
  requestReturnByLink: (token: string, input: ReturnRequestInput) =>
    apiFetch<ReturnRequestView>('/api/orders/returns', { method: 'POST', body: { token, ...input } }),
  /** The order's invoice as a PDF (once paid): the account's order, or a guest's by the order link. */
  invoice: (id: string) => apiFetch<Blob>(`/api/orders/${encodeURIComponent(id)}/invoice`, { as: 'blob' }),
  invoiceByLink: (token: string) => apiFetch<Blob>('/api/orders/invoice', { method: 'POST', body: { token }, as: 'blob' }),
  /** The withdrawal function: the statement for the whole order (the account's), or a guest's by the order link. */
  withdraw: (id: string, input: WithdrawalInput) =>
    apiFetch<WithdrawalView>(`/api/orders/${encodeURIComponent(id)}/withdrawal`, { method: 'POST', body: input }),
  withdrawByLink: (token: string, input: WithdrawalInput) => apiFetch<WithdrawalView>('/api/orders/withdrawal', { method: 'POST', body: { token, ...input } }),
};
