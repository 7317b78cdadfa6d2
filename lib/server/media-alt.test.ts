import { closeDb } from './db';
import { mediaAlt } from './media-alt';

afterAll(closeDb);

// The viewer's alt text came from the file name ("cert iso9001"); now from the content that uses the file (issue 15, item 10).
describe('mediaAlt', () => {
  it('names a certificate by its title, in the visitor’s language', async () => {
    expect(await mediaAlt('/media/brand/cert-iso9001.svg', 'en')).toBe('ISO 9001 Quality Management');
    const german = await mediaAlt('/media/brand/cert-iso9001.svg', 'de');
    expect(german).toMatch(/ISO 9001/);
    expect(german).not.toBe('ISO 9001 Quality Management');
  });

  it('names a product photo by its product and an article video by its article', async () => {
    expect(await mediaAlt('/media/products/a3-tracker/black-1.svg', 'ja')).toBe('A3アクティビティトラッカー');
    expect(await mediaAlt('/media/videos/bath-time-tips-video.mp4', 'en')).toMatch(/bath/i);
  });

  it('knows nothing of a file no content uses', async () => {
    expect(await mediaAlt('/media/brand/nothing-here.svg', 'en')).toBeNull();
  });
});
