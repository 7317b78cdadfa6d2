import './jitless';
import { z } from 'zod';
import { locales, type Locale } from '@/i18n/routing';

export const VARIANTS_MAX = 12;
export const VARIANT_IMAGES_MAX = 8;

/** A variant's name in each locale; an empty one shows the English name there. */
const names = z
  .object(Object.fromEntries(locales.map((l) => [l, z.string().trim().max(60)])) as Record<Locale, z.ZodString>)
  .refine((n) => n.en.length > 0, { path: ['en'] });

/** One colour (or size) of a product: its swatch, its images in order, its name in every locale. */
export const variantSchema = z.object({
  id: z
    .string()
    .trim()
    .regex(/^[a-z0-9][a-z0-9-]{0,31}$/),
  hex: z
    .string()
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/)
    .transform((h) => h.toLowerCase()),
  /** Image addresses: the product's own images, or images of the library (`/api/media/{id}/{width}.webp`). */
  images: z.array(z.string().trim().min(1).max(300)).min(1).max(VARIANT_IMAGES_MAX),
  names,
});
export type VariantInput = z.input<typeof variantSchema>;

/** PUT the whole set: order is the order on the page; `version` is the one the editor saw. */
export const productVariantsSchema = z.object({
  /** What the variants are: colours, or sizes (the product page says "Size: 250 ml"). */
  kind: z.enum(['colour', 'size']),
  variants: z.array(variantSchema).min(1).max(VARIANTS_MAX),
  version: z.string().regex(/^[a-f0-9]{64}$/),
});
