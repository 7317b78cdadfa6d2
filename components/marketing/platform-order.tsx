'use client';
import { useEffect, useState, type ReactNode } from 'react';
import { detectPlatform, platformOrder, type Platform } from '@/lib/marketing/platform';
import styles from './marketing.module.css';

interface Props {
  items: Record<Platform, ReactNode>;
  recommended: string;
  className?: string;
}

/**
 * Offers the visitor's platform first. The server renders iOS then Android; after hydration the
 * list is reordered in the DOM (so reading and tab order follow what is seen) and the matching
 * entry is marked as recommended.
 */
export function PlatformOrder({ items, recommended, className }: Props) {
  const [preferred, setPreferred] = useState<Platform | null>(null);
  useEffect(() => {
    setPreferred(detectPlatform(navigator.userAgent, navigator.maxTouchPoints));
  }, []);
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
