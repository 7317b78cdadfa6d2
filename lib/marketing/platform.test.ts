import { detectPlatform, platformOrder } from './platform';

const ua = {
  iphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
  ipad: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/18.0 Safari/605.1.15',
  android: 'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 Chrome/130.0 Mobile Safari/537.36',
  windows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36',
};

describe('detectPlatform', () => {
  it('recognises phones and tablets', () => {
    expect(detectPlatform(ua.iphone)).toBe('ios');
    expect(detectPlatform(ua.android)).toBe('android');
    expect(detectPlatform(ua.ipad, 5)).toBe('ios');
  });

  it('returns null for desktops, including a Mac without touch', () => {
    expect(detectPlatform(ua.windows)).toBeNull();
    expect(detectPlatform(ua.ipad, 0)).toBeNull();
  });
});

describe('platformOrder', () => {
  it('puts the visitor platform first, iOS first by default', () => {
    expect(platformOrder('android')).toEqual(['android', 'ios']);
    expect(platformOrder('ios')).toEqual(['ios', 'android']);
    expect(platformOrder(null)).toEqual(['ios', 'android']);
  });
});
