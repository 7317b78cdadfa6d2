import { newsCenterHref, newsShowHref } from './hrefs';
import { formatNewsDate } from './format';

describe('news URLs', () => {
  it('give every list page one stable query URL', () => {
    expect(newsCenterHref('all', 1)).toBe('/newsCenter');
    expect(newsCenterHref('all', 3)).toBe('/newsCenter?page=3');
    expect(newsCenterHref('video', 1)).toBe('/newsCenter?category=video');
    expect(newsCenterHref('video', 2)).toBe('/newsCenter?category=video&page=2');
    expect(newsShowHref('c4-launch')).toBe('/newsShow?id=c4-launch');
  });

  it('format the published date in the locale, in UTC', () => {
    expect(formatNewsDate('en', '2026-03-18T23:30:00Z')).toBe('March 18, 2026');
    expect(formatNewsDate('de', '2026-03-18T09:00:00Z')).toBe('18. März 2026');
    expect(formatNewsDate('ja', '2026-03-18T09:00:00Z')).toBe('2026年3月18日');
  });
});
