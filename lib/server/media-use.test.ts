import { closeDb } from './db';
import { mediaUse } from './media-use';

afterAll(closeDb);

// The viewer's alt text came from the file name ("cert iso9001"); now from the content that uses the file (issue 15, item 10).
// Closing a viewer opened from outside the site went to /index; now to the page that shows the file (item 1).
describe('mediaUse', () => {
  it('names a certificate by its title, in the visitor’s language, and returns to the brand page', async () => {
    expect(await mediaUse('/media/brand/cert-iso9001.svg', 'en')).toEqual({ alt: 'ISO 9001 Quality Management', page: '/brand' });
    const german = await mediaUse('/media/brand/cert-iso9001.svg', 'de');
    expect(german?.alt).toMatch(/ISO 9001/);
    expect(german?.alt).not.toBe('ISO 9001 Quality Management');
  });

  it('names a product photo and film by the product, an article video by its article, and returns to their pages', async () => {
    expect(await mediaUse('/media/products/a3-tracker/black-1.svg', 'ja')).toEqual({
      alt: 'A3アクティビティトラッカー',
      page: '/productsShow?id=a3-tracker',
      photo: { colour: expect.any(String), number: 1 },
    });
    expect(await mediaUse('/media/videos/c4.mp4', 'en')).toEqual({ alt: expect.stringMatching(/C4/), page: '/productsShow?id=c4' });
    const article = await mediaUse('/media/videos/bath-time-tips-video.mp4', 'en');
    expect(article).toEqual({ alt: expect.stringMatching(/bath/i), page: '/newsShow?id=bath-time-tips-video' });
  });

  // Issue 35, minors: every photo of a product had the same name (the viewer's title said only "Image viewer").
  it('tells a product’s photos apart by their colour and number, in the visitor’s language', async () => {
    const second = await mediaUse('/media/products/c4/coral-2.svg', 'de');
    expect(second?.photo).toEqual({ colour: 'Koralle', number: 2 });
    expect((await mediaUse('/media/products/c4/sage-1.svg', 'en'))?.photo).toEqual({ colour: 'Sage green', number: 1 });
  });

  it('knows nothing of a file no content uses', async () => {
    expect(await mediaUse('/media/brand/nothing-here.svg', 'en')).toBeNull();
  });
});
