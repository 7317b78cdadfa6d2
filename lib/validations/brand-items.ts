import './jitless';
import { z } from 'zod';
import { imageField, itemId } from './content';
import { versionField } from './version';

/** The brand page's two lists of things: history events and certificates (`/api/admin/brand/{list}`). */
export const BRAND_ITEM_KINDS = ['timeline', 'certificates'] as const;
export type BrandItemKind = (typeof BRAND_ITEM_KINDS)[number];

const year = z.number().int().min(1900).max(2100);

/**
 * What does not depend on the language: the year (which also places it on the page) and the
 * picture, an image of the library; a certificate must have one, a history event may not.
 */
export const brandItemSettingsSchema = z.object({ year, image: imageField.nullable() });
export const brandItemUpdateSchema = brandItemSettingsSchema.extend({ updatedAt: versionField });
export const newBrandItemSchema = brandItemSettingsSchema.extend({ id: z.string().trim().pipe(itemId) });
export const brandItemDeleteSchema = z.object({ updatedAt: versionField });
export const brandListParams = z.object({ list: z.enum(BRAND_ITEM_KINDS) });
export const brandItemParams = z.object({ list: z.enum(BRAND_ITEM_KINDS), id: itemId });
