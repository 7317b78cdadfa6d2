'use client';
import type { ReactNode } from 'react';
import { useClientValue } from '@/components/ui/use-client-value';
import { detectPlatform, platformOrder, type Platform } from '@/lib/marketing/platform';
import styles from './marketing.module.css';

interface Props {
  items: Record<Platform, ReactNode>;
  recommended: string;
  className?: string;
}

const visitorPlatform = () => detectPlatform(navigator.userAgent, navigator.maxTouchPoints);

/**
 * Offers the visitor's platform first. The server renders iOS then Android; after hydration the
 * list is reordered in the DOM (so reading and tab order follow what is seen) and the matching
 * entry is marked as recommended.
 */
export function PlatformOrder({ items, recommended, className }: Props) {
  const preferred = useClientValue<Platform | null>(visitorPlatform, null);
  return (
    <ul className={className} data-preferred-platform={preferred ?? 'none'}>
      {platformOrder(preferred).map((platform) => (
        <li key={platform} id={platform} className={styles.platform} data-preferred={platform === preferred}>
          {platform === preferred ? <span className="badge">{recommended}</span> : null}
          {items[platform]}
        </li>
      ))}
    </ul>
  );
}
