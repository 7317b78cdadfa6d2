import type { ORDER_STATUSES } from '@/lib/validations/order';
import type { DEALER_STATUS_VALUES } from '@/lib/validations/dealer-admin';
import type { ReturnStatus } from '@/lib/validations/returns';
import type { ReturnRequestView } from './shop';

// What the back office's API answers, one type for the server that builds the answer
// (lib/server/staff/*) and the screen that reads it (components/admin/*).

/** A buyer's return request as GET /api/admin/returns lists it: what the buyer sees, and whose, and what can come next. */
export interface StaffReturn extends ReturnRequestView {
  updatedAt: string;
  order: { id: string; number: number; status: string };
  customer: { name: string; email: string };
  /** The statuses it may move to from here. */
  next: ReturnStatus[];
}

/** A home slide as GET /api/admin/slides lists it, with its English title. */
export interface StaffSlide {
  id: string;
  title: string;
  image: string;
  href: string;
  position: number;
  updatedAt: string;
}

/** A download as GET /api/admin/downloads lists it, with its English title. */
export interface StaffDownload {
  id: string;
  title: string;
  categoryId: string;
  publishedAt: string;
  file: string;
  mime: string;
  bytes: number;
  updatedAt: string;
}

export type DealerApplicationStatus = (typeof DEALER_STATUS_VALUES)[number];

/** A dealer application as GET /api/admin/dealers lists it (never the applicant's address hash). */
export interface StaffDealerApplication {
  id: string;
  company: string;
  country: string;
  contactName: string;
  email: string;
  phone: string | null;
  companyWebsite: string | null;
  channels: string[];
  volume: string;
  message: string;
  locale: string;
  status: DealerApplicationStatus;
  note: string;
  createdAt: string;
  updatedAt: string;
}

/** A customer account in the list of GET /api/admin/customers. */
export interface StaffCustomerRow {
  id: string;
  email: string;
  name: string;
  locale: string;
  createdAt: string;
  disabled: boolean;
  orderCount: number;
}

/** What GET /api/admin/customers/{id} answers: never a password hash or a card token. */
export interface StaffCustomer {
  id: string;
  email: string;
  name: string;
  phone: string | null;
  locale: string;
  disabled: boolean;
  createdAt: string;
  updatedAt: string;
  activeSessions: number;
  addresses: {
    id: string;
    recipient: string;
    line1: string;
    line2: string;
    city: string;
    region: string;
    postalCode: string;
    country: string;
    isDefault: boolean;
  }[];
  cards: { id: string; brand: string; last4: string; expMonth: number; expYear: number; isDefault: boolean }[];
  orders: { id: string; number: number; status: (typeof ORDER_STATUSES)[number]; totalCents: number; currency: string; createdAt: string }[];
}

/** A store or agent as GET /api/admin/stores lists it: the fields staff edit, flat, with its status and version. */
export interface StaffStore {
  id: string;
  kind: 'store' | 'agent';
  name: string;
  country: string;
  region: string;
  city: string;
  /** Empty when the city has no local spelling of its own. */
  cityLocal: string;
  postcode: string;
  address: string;
  phone: string;
  email: string;
  latitude: number;
  longitude: number;
  /** ISO weekdays (1 = Monday), empty without opening hours. */
  days: number[];
  opens: string;
  closes: string;
  status: 'open' | 'closed';
  closedAt: string | null;
  updatedAt: string;
}

/** What a CSV import did, row by row. */
export interface StoreImportResult {
  created: number;
  updated: number;
  unchanged: number;
}
