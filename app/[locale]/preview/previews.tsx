import 'server-only';
import type { ReactNode } from 'react';
import { BrandPage } from '@/components/brand/brand-page';
import { DownloadsList } from '@/components/downloads/downloads-list';
import { FaqList } from '@/components/faq/faq-list';
import { HomePage } from '@/components/home/home-page';
import { RoutePage } from '@/components/layout/route-page';
import { LegalPage } from '@/components/legal/legal-page';
import { InvestorsPage } from '@/components/marketing/investors-page';
import { ArticleView } from '@/components/news/article-view';
import { PolicyPage } from '@/components/policies/policy-page';
import { ProductDetail } from '@/components/product/product-detail';
import { ProductListPage } from '@/components/product/product-list-page';
import type { Locale } from '@/i18n/routing';
import type { LegalPage as LegalId } from '@/lib/legal-pages';
import { getRelated, listCategories } from '@/lib/server/catalogue';
import { getAllNews, neighbours } from '@/lib/server/content/news';
import { isPolicyPage } from '@/lib/server/policies';
import type { ContentSpec } from '@/lib/server/staff/content-kinds';
import {
  previewArticle,
  previewBrand,
  previewCategory,
  previewCertificate,
  previewDownload,
  previewFaq,
  previewInvestor,
  previewPolicy,
  previewProduct,
  previewSlide,
  previewTimeline,
} from '@/lib/server/staff/content';

/** A kind's preview: whether a draft is shown (else the published text), and the live page's own component given those texts. */
export type Preview = { draft: boolean; page: ReactNode };
type Compose = (id: string, locale: Locale) => Promise<Preview | null>;

/**
 * Every content kind's preview, by its path segment (`/{locale}/preview/{kind}/{id}`): the page
 * the draft will change, rendered by the same component the live route renders, with the draft's
 * texts in place of the published ones, so a preview cannot drift from its page. Typed by the
 * kinds' segments: a kind declared in content-kinds.ts without a preview here does not compile.
 */
export const PREVIEWS: Record<ContentSpec['segment'], Compose> = {
  news: async (id, locale) => {
    const preview = await previewArticle(id, locale);
    if (!preview) return null;
    const around = neighbours(await getAllNews(locale), id, preview.article.relatedIds);
    return { draft: preview.draft, page: <ArticleView locale={locale} article={preview.article} around={around} /> };
  },
  products: async (id, locale) => {
    const preview = await previewProduct(id, locale);
    if (!preview) return null;
    const { product } = preview;
    const [categories, { related, more }] = await Promise.all([listCategories(locale), getRelated(locale, product.id, product.categoryId)]);
    const categoryName = categories.find((c) => c.id === product.categoryId)?.name ?? '';
    return { draft: preview.draft, page: <ProductDetail locale={locale} product={product} categoryName={categoryName} related={related} more={more} /> };
  },
  categories: async (id, locale) => {
    const preview = await previewCategory(id, locale);
    if (!preview) return null;
    return {
      draft: preview.draft,
      page: <ProductListPage locale={locale} params={{ category: id, sort: 'featured', page: '1' }} preview={preview.categories} />,
    };
  },
  faq: async (id, locale) => {
    const preview = await previewFaq(id, locale);
    if (!preview) return null;
    return {
      draft: preview.draft,
      page: (
        <RoutePage locale={locale} page="problems">
          <FaqList locale={locale} categories={preview.categories} />
        </RoutePage>
      ),
    };
  },
  slides: async (id, locale) => {
    const preview = await previewSlide(id, locale);
    return preview && { draft: preview.draft, page: <HomePage locale={locale} slides={preview.slides} /> };
  },
  brand: async (id, locale) => {
    const preview = await previewBrand(id, locale);
    return preview && { draft: preview.draft, page: <BrandPage locale={locale} preview={preview.content} /> };
  },
  timeline: async (id, locale) => {
    const preview = await previewTimeline(id, locale);
    return preview && { draft: preview.draft, page: <BrandPage locale={locale} preview={preview.content} /> };
  },
  certificates: async (id, locale) => {
    const preview = await previewCertificate(id, locale);
    return preview && { draft: preview.draft, page: <BrandPage locale={locale} preview={preview.content} /> };
  },
  investors: async (id, locale) => {
    const preview = await previewInvestor(id, locale);
    return preview && { draft: preview.draft, page: <InvestorsPage locale={locale} preview={preview.texts} /> };
  },
  downloads: async (id, locale) => {
    const preview = await previewDownload(id, locale);
    if (!preview) return null;
    return {
      draft: preview.draft,
      page: (
        <RoutePage locale={locale} page="downlish">
          <DownloadsList locale={locale} categories={preview.categories} />
        </RoutePage>
      ),
    };
  },
  policies: async (id, locale) => {
    const preview = await previewPolicy(id, locale);
    if (!preview) return null;
    // previewPolicy knows only the kind's pages: a policy, else a legal page.
    return {
      draft: preview.draft,
      page: isPolicyPage(id) ? (
        <PolicyPage locale={locale} page={id} preview={preview.text} />
      ) : (
        <LegalPage locale={locale} page={id as LegalId} preview={preview.text} />
      ),
    };
  },
};
