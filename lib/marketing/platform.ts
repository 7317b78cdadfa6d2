export type Platform = 'ios' | 'android';

/**
 * The app store that fits the visitor's device, or null on desktops. iPadOS reports itself as
 * a Mac, so a "Macintosh" with a touch screen counts as iOS.
 */
export function detectPlatform(userAgent: string, maxTouchPoints = 0): Platform | null {
  if (/android/i.test(userAgent)) return 'android';
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'ios';
  if (/macintosh/i.test(userAgent) && maxTouchPoints > 1) return 'ios';
  return null;
}

/** The two platforms with the visitor's first. */
export function platformOrder(preferred: Platform | null): Platform[] {
  return preferred === 'android' ? ['android', 'ios'] : ['ios', 'android'];
}
