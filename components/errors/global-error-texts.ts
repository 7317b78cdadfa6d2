import { isLocale, localeTags, routing, type Locale } from '@/i18n/routing';
import type { GlobalErrorTexts } from './last-resort';

/**
 * The global error page's strings: it replaces the layouts (the root layout itself threw), so no
 * server code hands it text. A copy of messages `ErrorPage` (title, text, retry), kept equal to
 * them by global-error-texts.test.ts: edit the messages, then this.
 */
export const GLOBAL_ERROR_TEXTS: Record<Locale, GlobalErrorTexts> = {
  en: { title: 'Something went wrong', text: 'This page could not be shown just now. Please try again in a moment.', retry: 'Try again' },
  zh: { title: '出错了', text: '此页面暂时无法显示，请稍后重试。', retry: '重试' },
  de: {
    title: 'Da ist etwas schiefgelaufen',
    text: 'Diese Seite lässt sich gerade nicht anzeigen. Bitte versuch es gleich noch einmal.',
    retry: 'Erneut versuchen',
  },
  ja: { title: 'エラーが発生しました', text: 'このページを現在表示できません。しばらくしてからもう一度お試しください。', retry: '再試行' },
  fr: { title: 'Une erreur s’est produite', text: 'Cette page ne peut pas s’afficher pour le moment. Veuillez réessayer dans un instant.', retry: 'Réessayer' },
  es: { title: 'Algo ha salido mal', text: 'Ahora mismo no podemos mostrar esta página. Inténtalo de nuevo en un momento.', retry: 'Reintentar' },
  ko: { title: '문제가 발생했습니다', text: '지금은 이 페이지를 표시할 수 없습니다. 잠시 후 다시 시도해 주세요.', retry: '다시 시도' },
  pt: { title: 'Algo deu errado', text: 'Não foi possível exibir esta página agora. Tente novamente em instantes.', retry: 'Tentar novamente' },
  ru: { title: 'Что-то пошло не так', text: 'Сейчас эту страницу не удаётся показать. Попробуйте ещё раз через минуту.', retry: 'Повторить попытку' },
  it: { title: 'Qualcosa è andato storto', text: 'Al momento non riusciamo a mostrare questa pagina. Riprova tra qualche istante.', retry: 'Riprova' },
};

/** The locale of the address's first path segment (`de` of `/de/brand`), else the default. */
export const globalErrorLocale = (segment: string): Locale => (isLocale(segment) ? segment : routing.defaultLocale);

export { localeTags };
