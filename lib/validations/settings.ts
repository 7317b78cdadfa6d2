import './jitless';
import { z } from 'zod';
import { locales } from '@/i18n/routing';

/** The six company statistics of spec §9, in the order the home and investor pages show them. */
export const STAT_IDS = ['years', 'countries', 'products', 'agents', 'patents', 'stores'] as const;
export type StatId = (typeof STAT_IDS)[number];

// Plain patterns rather than zod's URL and ISO modules: these forms share zod's chunk with the
// public pages (see ./version.ts), and the checks below say exactly what the site can link to.
const https = z
  .string()
  .trim()
  .max(500)
  .regex(/^https:\/\/[a-z0-9.-]+\.[a-z]{2,}(?::\d{1,5})?(?:[/?#][^\s"<>]*)?$/i);
/** A link on the site: a path of this site (`/contact#social`) or an https address. */
const link = z.union([
  z
    .string()
    .trim()
    .max(300)
    .regex(/^\/(?!\/)[^\s"<>\\]*$/),
  https,
]);
/** A phone number as printed: digits, spaces and + ( ) - . only. */
export const printedPhone = z
  .string()
  .trim()
  .min(6)
  .max(30)
  .regex(/^\+?[0-9 ().-]+$/);
/** What a phone link dials, in E.164. */
export const e164 = z
  .string()
  .trim()
  .regex(/^\+[1-9]\d{6,14}$/);
const time = z
  .string()
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/);

/** A printed phone number as dialled: letters as on a phone keypad (1-833-PAWTRAIL → 183372987245), other characters dropped. */
export function keypadDigits(printed: string): string {
  const keys = ['ABC', 'DEF', 'GHI', 'JKL', 'MNO', 'PQRS', 'TUV', 'WXYZ'];
  return [...printed.toUpperCase()].map((c) => (/\d/.test(c) ? c : /[A-Z]/.test(c) ? String(keys.findIndex((k) => k.includes(c)) + 2) : '')).join('');
}

/**
 * Whether the link dials the printed hotline: the printed digits (letters by keypad) are the
 * dialled number, with or without its country code, and a vanity number may have letters beyond
 * the last digit dialled (1-833-PAWTRAIL is +1 833 729 8724; the final L is decoration).
 */
export function dialsPrinted(printed: string, tel: string): boolean {
  const shown = keypadDigits(printed);
  const dialled = tel.replace(/\D/g, '');
  if (dialled.length >= 7 && shown.startsWith(dialled)) return true;
  // Printed without the country code (one to three digits).
  return [1, 2, 3].some((cc) => dialled.length - cc >= 7 && shown.startsWith(dialled.slice(cc)));
}

const stat = z.object({ value: z.number().int().min(0).max(10_000_000), plus: z.boolean() });

/** One locale's company texts: the legal name and the postal address. */
export const companyTextsSchema = z.object({
  companyName: z.string().trim().min(1).max(120),
  address: z.string().trim().min(1).max(300),
});
export type CompanyTexts = z.infer<typeof companyTextsSchema>;

/**
 * What editors and admins change: how to reach the company, the app store links, the statistics,
 * and the company name and address in every locale. Hours are one day's opening and closing time.
 */
export const siteFactsSchema = z
  .object({
    hotline: z.string().trim().min(1).max(40),
    /** What the hotline link dials, in E.164. */
    hotlineTel: e164,
    hoursOpen: time,
    hoursClose: time,
    email: z.string().trim().toLowerCase().max(254).pipe(z.email()),
    phone: printedPhone,
    fax: printedPhone,
    socialHandle: z
      .string()
      .trim()
      .regex(/^@[A-Za-z0-9_.]{1,30}$/),
    socialUrl: link,
    iosUrl: https,
    androidUrl: https,
    stats: z.object(Object.fromEntries(STAT_IDS.map((id) => [id, stat])) as Record<StatId, typeof stat>),
    texts: z.object(Object.fromEntries(locales.map((l) => [l, companyTextsSchema])) as Record<(typeof locales)[number], typeof companyTextsSchema>),
  })
  .refine((f) => f.hoursOpen < f.hoursClose, { path: ['hoursClose'] })
  .refine((f) => dialsPrinted(f.hotline, f.hotlineTel), { path: ['hotlineTel'] });
export type SiteFacts = z.infer<typeof siteFactsSchema>;

/** What only admins change: where visitor messages are copied to, and the shipping rates. */
export const siteOperationsSchema = z.object({
  staffEmail: z.string().trim().toLowerCase().max(254).pipe(z.email()),
  flatRateCents: z.number().int().min(0).max(100_000),
  freeThresholdCents: z.number().int().min(0).max(10_000_000),
});
export type SiteOperations = z.infer<typeof siteOperationsSchema>;

const price = z
  .string()
  .trim()
  .regex(/^\d{1,5}(\.\d{1,2})?$/);
/** The same, as the back-office form holds it: amounts as typed (dollars and cents). */
export const siteOperationsFormSchema = z.object({
  staffEmail: siteOperationsSchema.shape.staffEmail,
  flatRate: price.refine((v) => Number(v) <= 1000),
  freeThreshold: price,
});

/** The settings' version: a digest of everything stored, so any change by anyone moves it. */
const version = z.string().regex(/^[a-f0-9]{64}$/);
export const siteFactsBody = z.object({
  facts: siteFactsSchema,
  version,
  /** Locales whose unchanged company texts the editor checked against the current English. */
  confirmed: z.array(z.enum(locales)).max(locales.length).optional(),
});
export const siteOperationsBody = z.object({ operations: siteOperationsSchema, version });
