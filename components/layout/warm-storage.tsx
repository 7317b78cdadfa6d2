import { WARM_STORAGE_SCRIPT } from '@/lib/warm-storage.mjs';

/**
 * Opens the page's storage and cookies in the first idle moment after the first paint, while the
 * scripts are still on their way, so that hydration does not wait for the browser process
 * (lib/warm-storage.mjs says why).
 */
export function WarmStorage() {
  return <script dangerouslySetInnerHTML={{ __html: WARM_STORAGE_SCRIPT }} />;
}
