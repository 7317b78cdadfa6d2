import 'server-only';
import { eq } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import { STAT_IDS, type StatId } from '@/lib/validations/settings';
import { cached, TAGS } from '../cache';
import { db, schema } from '../db';

export interface SiteSettings {
  brand: string;
  companyName: string;
  hotline: string;
  hotlineTel: string;
  hoursOpen: string;
  hoursClose: string;
  email: string;
  phone: string;
  fax: string;
  address: string;
  staffEmail: string;
  social: { name: string; handle: string; url: string };
  appStore: { ios: string; android: string };
  shipping: { flatRateCents: number; freeThresholdCents: number; currency: string };
  /** The company statistics of spec §9 (home and investor pages), as staff last set them. */
  stats: Record<StatId, { value: number; plus: boolean }>;
}

/** Company facts (hotline, address, app store links, shipping rates) in one place: the database. */
export const getSiteSettings = cached(
  async (locale: Locale): Promise<SiteSettings> => {
    const [base, texts] = await Promise.all([
      db().select().from(schema.siteSettings),
      db().select().from(schema.siteSettingTexts).where(eq(schema.siteSettingTexts.locale, locale)),
    ]);
    const value = Object.fromEntries(base.map((r) => [r.key, r.value])) as Record<string, unknown>;
    const text = Object.fromEntries(texts.map((r) => [r.key, r.value]));
    return {
      brand: String(value.brand),
      companyName: text.companyName ?? String(value.brand),
      hotline: String(value.hotline),
      hotlineTel: String(value.hotlineTel),
      hoursOpen: String(value.hoursOpen),
      hoursClose: String(value.hoursClose),
      email: String(value.email),
      phone: String(value.phone),
      fax: String(value.fax),
      address: text.address ?? '',
      staffEmail: String(value.staffEmail),
      social: value.social as SiteSettings['social'],
      appStore: value.appStore as SiteSettings['appStore'],
      shipping: value.shipping as SiteSettings['shipping'],
      stats: Object.fromEntries(
        STAT_IDS.map((id) => {
          const stat = (value.stats as Record<string, { value?: unknown; plus?: unknown }> | undefined)?.[id];
          return [id, { value: typeof stat?.value === 'number' ? stat.value : 0, plus: stat?.plus === true }];
        }),
      ) as SiteSettings['stats'],
    };
  },
  'site-settings',
  [TAGS.settings],
);
