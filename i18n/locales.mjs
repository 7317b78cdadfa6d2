// The site's languages, in the order the language switcher lists them: the one list every part of
// the project reads (the app through i18n/routing.ts, the server's scripts, the tests). The nginx
// template spells them in a regular expression; a test keeps it equal to this list.
export const LOCALES = /** @type {const} */ (['en', 'zh', 'de', 'ja', 'fr', 'es', 'ko', 'pt', 'ru', 'it']);
