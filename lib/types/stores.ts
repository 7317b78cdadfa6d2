/** Contracts of the store finder, shared by lib/server/stores.ts, GET /api/stores and the page. */
export interface StoreHours {
  /** ISO weekdays, 1 = Monday … 7 = Sunday. */
  days: number[];
  open: string;
  close: string;
}

export interface Store {
  id: string;
  kind: 'store' | 'agent';
  name: string;
  country: string;
  region: string;
  city: string;
  /** The city as locals write it, when that differs from `city` (東京, München). */
  cityLocal: string | null;
  postcode: string;
  address: string;
  phone: string;
  email: string | null;
  latitude: number;
  longitude: number;
  hours: StoreHours | null;
  /** Great-circle distance from the position asked about, in km (null without one). */
  distanceKm: number | null;
}

export interface StorePage {
  stores: Store[];
  total: number;
  page: number;
  pageSize: number;
  pages: number;
}
