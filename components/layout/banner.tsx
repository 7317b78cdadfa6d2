import { getLocale, getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { getSlides } from '@/lib/server/content/slides';
import { Slider } from './slider';

export async function Banner() {
  const locale = await getLocale();
  const [t, slides] = await Promise.all([getTranslations('Banner'), getSlides(locale)]);
  const total = slides.length;
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
            src={slide.image}
            alt={slide.alt}
            width={1600}
            height={700}
            fetchPriority={i === 0 ? 'high' : 'low'}
            loading={i === 0 ? 'eager' : 'lazy'}
            decoding="async"
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
