import { percentDecode } from '@/lib/percent-decode';

/** The value of one of this page's cookies (percent-decoded), or null when it has none or runs on the server. */
export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  const match = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
  return match ? percentDecode(match.slice(name.length + 1)) : null;
}
