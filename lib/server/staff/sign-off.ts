import 'server-only';
import type { Locale } from '@/i18n/routing';

/**
 * Closing phrases a support writer ends a reply with, per language (English in every language:
 * staff sign in it too). A reply whose last lines hold one is signed already, and the reply mail
 * adds no second sign-off of its own (issue 32: "Viele Grüße, Anna" followed by "— Dein
 * Pawtrail-Team").
 */
const ENGLISH = /^(?:(?:best|kind|warm|many)\s+)?(?:regards|wishes)\b|^(?:thanks|thank you|cheers|sincerely|yours|all the best)\b/iu;
const CLOSINGS: Record<Locale, RegExp> = {
  en: ENGLISH,
  de: /^(?:(?:viele|beste|liebe|freundliche|herzliche|schöne)\s+grüße|mit\s+(?:freundlichen|besten|herzlichen)\s+grüßen|grüße|gruß|lg|vg|mfg)\b/iu,
  fr: /^(?:cordialement|bien\s+(?:cordialement|à\s+vous|à\s+toi)|bonne\s+(?:journée|soirée)|à\s+bientôt|merci)\b/iu,
  es: /^(?:(?:un\s+)?saludos?|atentamente|(?:muchas\s+)?gracias|un\s+abrazo)\b/iu,
  it: /^(?:(?:cordiali|distinti)\s+saluti|saluti|un\s+saluto|(?:grazie|a\s+presto))\b/iu,
  pt: /^(?:atenciosamente|(?:um\s+)?abraços?|obrigad[oa]|saudações|cordialmente)\b/iu,
  ru: /^(?:с\s+уважением|всего\s+(?:доброго|хорошего)|спасибо|с\s+наилучшими)/iu,
  ja: /^(?:よろしくお願い|今後とも|以上|敬具)/u,
  ko: /^(?:감사합니다|고맙습니다|좋은\s+하루)/u,
  zh: /^(?:此致|祝好|祝您|谢谢|顺祝)/u,
};

/** Whether `body` already ends with the writer's own sign-off: a closing phrase in one of its last three non-empty lines. */
export function endsWithSignOff(body: string, locale: Locale): boolean {
  const lines = body
    .split('\n')
    .map((line) => line.trim().replace(/^[—–-]+\s*/u, ''))
    .filter(Boolean)
    .slice(-3);
  return lines.some((line) => CLOSINGS[locale].test(line) || ENGLISH.test(line));
}
