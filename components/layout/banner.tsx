import { getLocale, getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { mediaSrcSet } from '@/lib/media/uploaded';
import { imageFacts } from '@/lib/server/media/image-facts';
import { inlineImage } from '@/lib/server/media/inline-image';
import { getSlides, type Slide } from '@/lib/server/content/slides';
import { Slider } from './slider';

/**
 * The slider of the home page. `preview` replaces the published slides (a staff preview of a
 * draft). An uploaded image is offered at its stored widths (srcset), the full width of the screen,
 * described by its own alt text in the page's language (else the slide's), and cropped to the
 * slider's 16:7 around its focal point.
 */
export async function Banner({ preview }: { preview?: Slide[] } = {}) {
  const locale = await getLocale();
  const [t, slides] = await Promise.all([getTranslations('Banner'), preview ?? getSlides(locale)]);
  const total = slides.length;
  // The first slide is the page's largest paint: sent inside the page when it is small.
  const first = slides[0] ? await inlineImage(slides[0].image) : null;
  const facts = await Promise.all(slides.map((slide) => imageFacts(slide.image, locale as Locale)));
  return (
    <Slider
      labels={{
        region: t('label'),
        previous: t('previous'),
        next: t('next'),
        pause: t('pause'),
        play: t('play'),
        goTo: slides.map((_, i) => t('goTo', { number: i + 1 })),
        slideOf: slides.map((_, i) => t('slideOf', { number: i + 1, total })),
      }}
      slides={slides.map((slide, i) => (
        <div key={slide.id} className="banner-slide">
          <img
            src={i === 0 && first ? first : slide.image}
            srcSet={i === 0 && first !== slide.image ? undefined : mediaSrcSet(slide.image)}
            sizes={(i !== 0 || first === slide.image) && mediaSrcSet(slide.image) ? '100vw' : undefined}
            alt={facts[i]!.alt ?? slide.alt}
            style={facts[i]!.position ? { objectPosition: facts[i]!.position } : undefined}
            width={1600}
            height={700}
            fetchPriority={i === 0 ? 'high' : 'low'}
            loading={i === 0 ? 'eager' : 'lazy'}
            // The first slide is drawn with the first frame, not in a later one once decoded.
            decoding={i === 0 ? undefined : 'async'}
          />
          <div className="banner-slide__text">
            <p className="banner-slide__title">{slide.title}</p>
            <p>{slide.text}</p>
            <Link href={slide.href} className="button button--primary">
              {slide.cta}
            </Link>
          </div>
        </div>
      ))}
    />
  );
}
