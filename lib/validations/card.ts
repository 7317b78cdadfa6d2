import './jitless';
import { z } from 'zod';

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'jcb' | 'unionpay' | 'diners';

/** Luhn (mod 10) check of a digit string. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** Brand by issuer identification number (IIN ranges as the networks publish them) and allowed lengths. */
const BRANDS: { brand: CardBrand; test: (d: string) => boolean; lengths: number[] }[] = [
  { brand: 'amex', test: (d) => /^3[47]/.test(d), lengths: [15] },
  { brand: 'diners', test: (d) => /^3(0[0-5]|[689])/.test(d), lengths: [14, 15, 16, 17, 18, 19] },
  {
    brand: 'jcb',
    test: (d) => {
      const p = Number(d.slice(0, 4));
      return p >= 3528 && p <= 3589;
    },
    lengths: [16, 17, 18, 19],
  },
  { brand: 'visa', test: (d) => d.startsWith('4'), lengths: [13, 16, 19] },
  {
    brand: 'mastercard',
    test: (d) => {
      const p2 = Number(d.slice(0, 2));
      const p4 = Number(d.slice(0, 4));
      return (p2 >= 51 && p2 <= 55) || (p4 >= 2221 && p4 <= 2720);
    },
    lengths: [16],
  },
  { brand: 'discover', test: (d) => /^(6011|64[4-9]|65)/.test(d), lengths: [16, 17, 18, 19] },
  { brand: 'unionpay', test: (d) => d.startsWith('62'), lengths: [16, 17, 18, 19] },
];

export function cardBrand(digits: string): CardBrand | null {
  return BRANDS.find((b) => b.test(digits))?.brand ?? null;
}

export function cardLengthValid(digits: string): boolean {
  const entry = BRANDS.find((b) => b.test(digits));
  return !!entry && entry.lengths.includes(digits.length);
}

/** A card expires at the end of its expiry month. */
export function expiryInFuture(month: number, year: number, now = new Date()): boolean {
  return year > now.getUTCFullYear() || (year === now.getUTCFullYear() && month >= now.getUTCMonth() + 1);
}

const holder = z.string().trim().min(1).max(100);
const expMonth = z.coerce.number('#expiry').int('#expiry').min(1, '#expiry').max(12, '#expiry');
const expYear = z.coerce.number('#expiry').int('#expiry').min(2000, '#expiry').max(2100, '#expiry');

function checkExpiry(v: { expMonth?: number; expYear?: number }, ctx: z.RefinementCtx) {
  if (v.expMonth === undefined && v.expYear === undefined) return;
  if (v.expMonth === undefined || v.expYear === undefined) {
    ctx.addIssue({ code: 'custom', path: [v.expMonth === undefined ? 'expMonth' : 'expYear'], message: '#expiry' });
  } else if (!expiryInFuture(v.expMonth, v.expYear)) {
    ctx.addIssue({ code: 'custom', path: ['expYear'], message: '#expired' });
  }
}

/**
 * A new card. The number and the CVC only pass through to the payment provider: handlers never
 * log this input and the database never sees either (docs/payments.md).
 */
/** The fields a payment needs (number, expiry, CVC, holder) and their cross-checks: a saved card and a guest's card alike. */
export const cardDetailFields = {
  number: z
    .string()
    .max(40)
    .transform((v) => v.replace(/[\s-]/g, ''))
    .superRefine((d, ctx) => {
      if (!/^\d{12,19}$/.test(d) || !luhnValid(d)) ctx.addIssue({ code: 'custom', message: '#cardNumber' });
      else if (!cardBrand(d)) ctx.addIssue({ code: 'custom', message: '#cardBrand' });
      else if (!cardLengthValid(d)) ctx.addIssue({ code: 'custom', message: '#cardNumber' });
    }),
  expMonth,
  expYear,
  cvc: z.string().regex(/^\d{3,4}$/, '#cvc'),
  holder,
};

export function checkCardDetails(v: { number: string; cvc: string; expMonth?: number; expYear?: number }, ctx: z.RefinementCtx) {
  checkExpiry(v, ctx);
  const brand = cardBrand(v.number);
  if (brand && (brand === 'amex') !== (v.cvc.length === 4)) ctx.addIssue({ code: 'custom', path: ['cvc'], message: '#cvc' });
}

export const cardInput = z
  .object({
    ...cardDetailFields,
    billingAddressId: z.uuid().nullable().optional(),
    isDefault: z.boolean().optional(),
  })
  .superRefine(checkCardDetails);
export type CardInput = z.infer<typeof cardInput>;
export type CardForm = z.input<typeof cardInput>;

/** Edit: holder, expiry, billing address, default — never the number. */
export const cardPatch = z
  .object({
    holder: holder.optional(),
    expMonth: expMonth.optional(),
    expYear: expYear.optional(),
    billingAddressId: z.uuid().nullable().optional(),
    isDefault: z.boolean().optional(),
  })
  .superRefine(checkExpiry);
export type CardPatch = z.infer<typeof cardPatch>;
