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

/** A financial report as the back office lists it (GET /api/admin/investors/reports). */
export interface StaffReport {
  id: string;
  year: number;
  period: 'Q1' | 'Q2' | 'Q3' | 'Q4' | 'H1' | 'FY';
  kind: 'quarterly' | 'interim' | 'annual';
  /** The PDF's address: /api/files/{id}/{name} when uploaded here, /downloads/reports/… from the content files. */
  file: string;
  bytes: number;
  publishedAt: string;
  updatedAt: string;
  /** Every locale's title, '' where none is written (the pages show the English one there). */
  titles: Record<'en' | 'zh' | 'de' | 'ja' | 'fr' | 'es' | 'ko' | 'pt' | 'ru' | 'it', string>;
}

type LocaleKey = StaffReport['titles'] extends Record<infer K, string> ? K : never;

/** An event of the IR calendar as the back office lists it (GET /api/admin/investors/events). */
export interface StaffEvent {
  id: string;
  kind: 'earnings_call' | 'agm' | 'conference';
  /** `YYYY-MM-DDTHH:mm` on the clocks of `timeZone` (the venue's). */
  startsAt: string;
  endsAt: string;
  timeZone: string;
  updatedAt: string;
  /** Every locale's texts, '' where none (the pages show the English ones there). */
  texts: Record<LocaleKey, { title: string; location: string; description: string }>;
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
