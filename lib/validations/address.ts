import './jitless';
import { z } from 'zod';
import { COUNTRY_CODES, isCountryCode, postalCodeValid } from './countries';

const text = (max: number) => z.string().trim().min(1).max(max);
const optionalText = (max: number) => z.string().trim().max(max).default('');

/** Digits with the usual separators, 5–15 digits in all (E.164 allows at most 15). */
const phone = z
  .string()
  .trim()
  .max(30)
  .regex(/^\+?[0-9 ()./-]+$/, '#phone')
  .refine((v) => {
    const digits = v.replace(/\D/g, '').length;
    return digits >= 5 && digits <= 15;
  }, '#phone')
  .meta({ description: '5–15 digits with + ( ) - . / and spaces' });

const country = z.string().trim().toUpperCase().refine(isCountryCode, '#country').meta({ enum: COUNTRY_CODES, description: 'ISO 3166-1 alpha-2' });

/** The fields of a delivery address (a saved one adds `isDefault`); a guest's checkout reuses them. */
export const addressFields = {
  recipient: text(100),
  phone,
  country,
  region: optionalText(100),
  city: text(100),
  line1: text(200),
  line2: optionalText(200),
  postalCode: z.string().trim().max(12).default('').meta({ description: 'Checked against the country format; may be empty where a country has none' }),
};
const fields = { ...addressFields, isDefault: z.boolean().optional().meta({ description: 'true makes it the only default' }) };

export function checkPostal(value: { country?: string; postalCode?: string }, ctx: z.RefinementCtx) {
  if (value.country === undefined || value.postalCode === undefined) return;
  if (!postalCodeValid(value.country, value.postalCode)) ctx.addIssue({ code: 'custom', path: ['postalCode'], message: '#postalCode' });
}

export const addressInput = z.object(fields).superRefine(checkPostal);
export type AddressInput = z.infer<typeof addressInput>;
export type AddressForm = z.input<typeof addressInput>;

/** Edit: any subset; the postal code is checked against the country when both are sent (the form sends all). */
export const addressPatch = z
  .object({
    recipient: fields.recipient.optional(),
    phone: phone.optional(),
    country: country.optional(),
    region: z.string().trim().max(100).optional(),
    city: fields.city.optional(),
    line1: fields.line1.optional(),
    line2: z.string().trim().max(200).optional(),
    postalCode: z.string().trim().max(12).optional(),
    isDefault: z.boolean().optional(),
  })
  .superRefine(checkPostal);
export type AddressPatch = z.infer<typeof addressPatch>;
