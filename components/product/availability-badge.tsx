import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type { ProductSummary } from '@/lib/server/catalogue';
import { availability } from '@/lib/types/product';
import styles from './product.module.css';

export async function AvailabilityBadge({ locale, product }: { locale: Locale; product: Pick<ProductSummary, 'comingSoon' | 'stock'> }) {
  const t = await getTranslations({ locale, namespace: 'Products' });
  const state = availability(product);
  if (state === 'coming_soon') return <span className={`badge ${styles.badgeSoon}`}>{t('comingSoon')}</span>;
  if (state === 'out_of_stock') return <span className={`badge ${styles.badgeOut}`}>{t('outOfStock')}</span>;
  return <span className={`badge ${styles.badgeIn}`}>{t('inStock')}</span>;
}
