import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { ReactElement, ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Slide } from '@/lib/server/content/slides';
import { closeDb, db, schema } from '@/lib/server/db';
import { Banner } from './banner';

// The home slider as a page in German or French renders it: the page's language comes from next-intl.
let locale = 'de';
jest.mock('next-intl/server', () => ({
  getLocale: async () => locale,
  getTranslations: async () => (key: string) => key,
}));
jest.mock('@/i18n/navigation', () => ({
  Link: ({ href, children, className }: { href: string; children: ReactNode; className?: string }) => (
    <a href={href} className={className}>
      {children}
    </a>
  ),
}));

const id = randomBytes(16).toString('hex');
const slide = (image: string): Slide => ({ id: 'test', image, href: '/products', title: 'Title', text: 'Text', cta: 'Go', alt: 'The slide’s own alt text' });
const render = async (slides: Slide[]) => renderToStaticMarkup((await Banner({ preview: slides })) as ReactElement);

beforeAll(async () => {
  await db()
    .insert(schema.media)
    .values({
      id,
      name: 'banner-test.png',
      width: 1920,
      height: 840,
      bytes: 1,
      sha256: randomBytes(32).toString('hex'),
      alt: { de: 'Ein Hund am Strand' },
      focalX: 0.2,
      focalY: 0.9,
    });
});

afterAll(async () => {
  await db().delete(schema.media).where(eq(schema.media.id, id));
  await closeDb();
});

describe('the home slider’s pictures', () => {
  const src = `/api/media/${id}/1920.webp`;

  it('describe a library image by its alt text in the page’s language and crop it around its focal point', async () => {
    locale = 'de';
    const html = await render([slide(src)]);
    expect(html).toContain('alt="Ein Hund am Strand"');
    expect(html).toContain('object-position:20% 90%');
  });

  it('keep the slide’s own alt text where the image has none in that language', async () => {
    locale = 'fr';
    const html = await render([slide(src)]);
    expect(html).toContain('alt="The slide’s own alt text"');
    expect(html).toContain('object-position:20% 90%');
  });

  it('leave the site’s own pictures as they were', async () => {
    locale = 'de';
    const html = await render([slide('/media/slides/does-not-exist.svg')]);
    expect(html).toContain('alt="The slide’s own alt text"');
    expect(html).not.toContain('object-position');
  });
});
