'use client';
import { useEffect, useState } from 'react';
import { Link } from '@/i18n/navigation';
import { apiFetch } from '@/lib/api/client';
import { ApiError } from '@/lib/api/errors';
import { useSession } from '@/lib/client/session-store';

interface Props {
  productId: string;
  productHref: string;
  labels: { favorite: string; remove: string; signIn: string; failed: string };
}

const HEART = 'M12 21 10.6 19.7C5.4 15 2 11.9 2 8.1 2 5 4.4 2.6 7.5 2.6c1.7 0 3.4.8 4.5 2.1 1.1-1.3 2.8-2.1 4.5-2.1C19.6 2.6 22 5 22 8.1c0 3.8-3.4 6.9-8.6 11.6L12 21Z';

/** Favorite toggle: signed out, a link to /login that returns to this product; signed in, a toggle button. */
export function FavoriteButton({ productId, productHref, labels }: Props) {
  const { token } = useSession();
  const [saved, setSaved] = useState<boolean | null>(null);
  const [error, setError] = useState('');

  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    apiFetch<{ items: { productId: string }[] }>('/api/favorites', { signal: controller.signal })
      .then((r) => setSaved(r.items.some((i) => i.productId === productId)))
      .catch((e: unknown) => {
        if (!(e instanceof DOMException && e.name === 'AbortError')) setError(e instanceof ApiError ? e.message : labels.failed);
      });
    return () => controller.abort();
  }, [token, productId, labels.failed]);

  if (!token) {
    return (
      <Link href={{ pathname: '/login', query: { redirect: productHref } }} className="button">
        <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24"><path fill="currentColor" d={HEART} /></svg>
        {labels.signIn}
      </Link>
    );
  }

  async function toggle() {
    setError('');
    try {
      if (saved) await apiFetch(`/api/favorites/${encodeURIComponent(productId)}`, { method: 'DELETE' });
      else await apiFetch('/api/favorites', { method: 'POST', body: { productId } });
      setSaved(!saved);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : labels.failed);
    }
  }

  return (
    <>
      <button type="button" className="button" aria-pressed={Boolean(saved)} disabled={saved === null && !error} onClick={toggle}>
        <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24"><path fill={saved ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2" d={HEART} /></svg>
        {saved ? labels.remove : labels.favorite}
      </button>
      {error ? <p role="alert" className="status status--error">{error}</p> : null}
    </>
  );
}
