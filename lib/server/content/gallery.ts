import 'server-only';
import { and, asc, desc, eq, isNotNull, lte } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import { cached, TAGS } from '../cache';
import { forSale } from '../catalogue';
import { db, schema } from '../db';
import { imageSize, videoPoster } from '../media';

export interface GalleryImage {
  src: string;
  /** What the image shows, in the page's language (the viewer's alt text says the same). */
  title: string;
  width: number;
  height: number;
}

export interface ImageGallery {
  certificates: (GalleryImage & { year: number })[];
  products: { id: string; name: string; images: GalleryImage[] }[];
  brand: GalleryImage[];
}

export interface GalleryVideo {
  src: string;
  poster: string | null;
  title: string;
  /** The product or article the video belongs to. */
  source: { kind: 'product'; id: string } | { kind: 'news'; id: string; publishedAt: string };
}

async function sized(src: string, title: string): Promise<GalleryImage> {
  return { src, title, ...(await imageSize(src)) };
}

/** Every image of the site's content for /openimg: certificates, product photos (each once), brand images. */
export async function readImageGallery(locale: Locale): Promise<ImageGallery> {
  const s = schema;
  const [certificates, products, images, brand] = await Promise.all([
    db()
      .select({ year: s.certificates.year, title: s.certificateTexts.title, image: s.certificates.image })
      .from(s.certificates)
      .innerJoin(s.certificateTexts, and(eq(s.certificateTexts.certificateId, s.certificates.id), eq(s.certificateTexts.locale, locale)))
      .orderBy(desc(s.certificates.year), asc(s.certificates.id)),
    db()
      .select({ id: s.products.id, name: s.productTexts.name })
      .from(s.products)
      .innerJoin(s.productTexts, and(eq(s.productTexts.productId, s.products.id), eq(s.productTexts.locale, locale)))
      .where(forSale)
      .orderBy(asc(s.products.position), asc(s.products.id)),
    db()
      .select({ productId: s.productImages.productId, src: s.productImages.src, width: s.productImages.width, height: s.productImages.height })
      .from(s.productImages)
      .innerJoin(s.productColors, and(eq(s.productColors.productId, s.productImages.productId), eq(s.productColors.id, s.productImages.colorId)))
      .orderBy(asc(s.productColors.position), asc(s.productImages.position)),
    db()
      .select({ title: s.brandSectionTexts.title, image: s.brandSections.image })
      .from(s.brandSections)
      .innerJoin(s.brandSectionTexts, and(eq(s.brandSectionTexts.sectionId, s.brandSections.id), eq(s.brandSectionTexts.locale, locale)))
      .where(isNotNull(s.brandSections.image))
      .orderBy(asc(s.brandSections.position)),
  ]);
  // Each product's photos in order, each file once (colours may share a photo).
  const byProduct = new Map(products.map((p) => [p.id, { id: p.id, name: p.name, images: [] as GalleryImage[] }]));
  const seen = new Set<string>();
  for (const image of images) {
    const product = byProduct.get(image.productId);
    if (!product || seen.has(image.src)) continue;
    seen.add(image.src);
    product.images.push({ src: image.src, title: product.name, width: image.width, height: image.height });
  }
  return {
    certificates: await Promise.all(certificates.map(async (c) => ({ ...(await sized(c.image, c.title)), year: c.year }))),
    products: [...byProduct.values()].filter((p) => p.images.length > 0),
    brand: await Promise.all(brand.map((b) => sized(b.image!, b.title))),
  };
}

export const getImageGallery = cached(readImageGallery, 'image-gallery', [TAGS.brand, TAGS.products]);

/** Every video of the site's content for /openvideo: product films, then videos of published articles, newest first. */
export async function readVideoGallery(locale: Locale): Promise<GalleryVideo[]> {
  const s = schema;
  const [products, news] = await Promise.all([
    db()
      .select({ id: s.products.id, name: s.productTexts.name, video: s.products.video, poster: s.products.videoPoster })
      .from(s.products)
      .innerJoin(s.productTexts, and(eq(s.productTexts.productId, s.products.id), eq(s.productTexts.locale, locale)))
      .where(isNotNull(s.products.video))
      .orderBy(asc(s.products.position), asc(s.products.id)),
    db()
      .select({ id: s.news.id, title: s.newsTexts.title, video: s.news.video, poster: s.news.videoPoster, publishedAt: s.news.publishedAt })
      .from(s.news)
      .innerJoin(s.newsTexts, and(eq(s.newsTexts.newsId, s.news.id), eq(s.newsTexts.locale, locale)))
      .where(and(isNotNull(s.news.video), lte(s.news.publishedAt, new Date())))
      .orderBy(desc(s.news.publishedAt), asc(s.news.id)),
  ]);
  return Promise.all([
    ...products.map(async (p) => ({
      src: p.video!,
      poster: p.poster ?? (await videoPoster(p.video!)),
      title: p.name,
      source: { kind: 'product' as const, id: p.id },
    })),
    ...news.map(async (n) => ({
      src: n.video!,
      poster: n.poster ?? (await videoPoster(n.video!)),
      title: n.title,
      // A string: the data cache stores JSON.
      source: { kind: 'news' as const, id: n.id, publishedAt: n.publishedAt.toISOString() },
    })),
  ]);
}

export const getVideoGallery = cached(readVideoGallery, 'video-gallery', [TAGS.products, TAGS.news]);
