import 'server-only';
// use-intl's core (what next-intl re-exports): no React, so command-line scripts run under the
// react-server condition (for server-only) can build mails too.
import { createTranslator } from 'use-intl/core';
import { isLocale, routing, type Locale } from '@/i18n/routing';
import en from '@/messages/en.json';
import zh from '@/messages/zh.json';
import de from '@/messages/de.json';
import ja from '@/messages/ja.json';
import fr from '@/messages/fr.json';
import es from '@/messages/es.json';
import ko from '@/messages/ko.json';
import pt from '@/messages/pt.json';
import ru from '@/messages/ru.json';
import it from '@/messages/it.json';

export const allMessages: Record<Locale, typeof en> = { en, zh, de, ja, fr, es, ko, pt, ru, it };

/** The locale of an API request: the `x-lang` header when it names a supported locale, else en. */
export function requestLocale(headers: Headers): Locale {
  const value = headers.get('x-lang')?.trim().toLowerCase();
  return isLocale(value) ? value : routing.defaultLocale;
}

function createFor<N extends keyof typeof en>(locale: Locale, namespace: N) {
  return createTranslator({ locale, messages: allMessages[locale], namespace });
}

/** Made once per locale and namespace: a translator holds no state but its formatter cache. */
const translators = new Map<string, unknown>();

/** A translator for route handlers, emails and other code outside React rendering. */
export function translator<N extends keyof typeof en>(locale: Locale, namespace: N): ReturnType<typeof createFor<N>> {
  const key = `${locale}:${namespace}`;
  let t = translators.get(key) as ReturnType<typeof createFor<N>> | undefined;
  if (!t) {
    t = createFor(locale, namespace);
    translators.set(key, t);
  }
  return t;
}
