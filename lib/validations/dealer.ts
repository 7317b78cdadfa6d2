import './jitless';
import * as z from 'zod/mini';
import { isCountryCode } from './countries';
import { EMAIL_MAX, HONEYPOT_FIELD } from './limits';
import { isContact } from './message';

export { HONEYPOT_FIELD };

export const DEALER_LIMITS = { company: 120, contactName: 100, email: EMAIL_MAX, phone: 40, companyWebsite: 200, message: 2000 } as const;

/** The online message's contact rules, split: an email address has an @, a phone number has none. */
export const isEmailAddress = (value: string) => value.includes('@') && isContact(value);
export const isPhoneNumber = (value: string) => !value.includes('@') && isContact(value);

/** Where an applicant sells; the form shows them as checkboxes (`Dealer.channel.<value>`). */
export const DEALER_CHANNELS = ['online_shop', 'pet_store', 'vet_clinic', 'groomer', 'distributor', 'marketplace', 'other'] as const;
/** Expected yearly volume in units, as ranges (`Dealer.volumeRange.<value>`). */
export const DEALER_VOLUMES = ['under_100', '100_499', '500_1999', '2000_9999', '10000_plus'] as const;
export type DealerChannel = (typeof DEALER_CHANNELS)[number];
export type DealerVolume = (typeof DEALER_VOLUMES)[number];

const includes = <T extends string>(list: readonly T[], value: string): value is T => (list as readonly string[]).includes(value);

/** A web address as people type it: `shop.example`, `www.shop.example/de` or with http(s)://. */
export function isWebAddress(value: string): boolean {
  return /^(https?:\/\/)?[\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)*\.[\p{L}]{2,}(:\d{1,5})?([/?#]\S*)?$/iu.test(value);
}

const trimmed = (max: number) => z.string().check(z.trim(), z.maxLength(max));
const required = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));
const optionalFormat = (max: number, test: (v: string) => boolean) =>
  z.optional(
    z.string().check(
      z.trim(),
      z.maxLength(max),
      z.refine((v) => v === '' || test(v), { error: '@fieldInvalid' }),
    ),
  );

/**
 * The "Become a dealer" application, shared by the form (zodResolver) and POST
 * /api/dealer-applications. Lengths count after trimming; unknown fields are dropped. zod/mini for
 * the same reason as the online message: it is parsed on a public page.
 */
export const dealerApplicationSchema = z.object({
  company: required(DEALER_LIMITS.company),
  country: z.string().check(z.minLength(1), z.refine(isCountryCode, { error: '@fieldInvalid' })),
  contactName: required(DEALER_LIMITS.contactName),
  email: z.string().check(z.trim(), z.minLength(1), z.maxLength(DEALER_LIMITS.email), z.refine(isEmailAddress, { error: '@fieldEmail' })),
  phone: optionalFormat(DEALER_LIMITS.phone, isPhoneNumber),
  companyWebsite: optionalFormat(DEALER_LIMITS.companyWebsite, isWebAddress),
  channels: z.array(z.string().check(z.refine((v) => includes(DEALER_CHANNELS, v), { error: '@fieldInvalid' }))).check(
    z.minLength(1, { error: '@fieldRequired' }),
    z.maxLength(DEALER_CHANNELS.length),
    z.refine((v) => new Set(v).size === v.length, { error: '@fieldInvalid' }),
  ),
  volume: z.string().check(
    z.minLength(1),
    z.refine((v) => includes(DEALER_VOLUMES, v), { error: '@fieldInvalid' }),
  ),
  message: required(DEALER_LIMITS.message),
  [HONEYPOT_FIELD]: z.optional(trimmed(1000)),
});

export type DealerApplicationInput = z.input<typeof dealerApplicationSchema>;
export type DealerApplicationData = z.output<typeof dealerApplicationSchema>;

/** The API answer to an accepted application. */
export interface DealerApplicationCreated {
  id: string;
}
