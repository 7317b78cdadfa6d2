import type { ReactNode } from 'react';
import { Link } from '@/i18n/navigation';

/** The site settings the Korean footer's business information may name (`{company}`, `{email}` …), and the market's support line (`{supportPhone}`). */
export interface PolicyFacts {
  company: string;
  address: string;
  email: string;
  privacyEmail: string;
  hotline: string;
  hotlineTel: string;
  /** The market's support line (lib/shop/market-facts.ts). */
  supportPhone: string;
  supportTel: string;
}

const TOKEN = /\{(company|address|email|privacyEmail|hotline|supportPhone)\}|\[([^\]]+)\]\((\/[\w#/-]*)\)/g;

/**
 * One value of the Korean footer's business information (lib/server/legal): settings filled in,
 * `[words](/path)` as links. The policy and legal pages' rich text is filled by lib/server/policies.
 */
export function PolicyText({ text, facts }: { text: string; facts: PolicyFacts }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TOKEN)) {
    const [whole, token, words, href] = match;
    if (match.index > last) parts.push(text.slice(last, match.index));
    const key = match.index;
    if (token === 'email' || token === 'privacyEmail') {
      parts.push(
        <a key={key} href={`mailto:${facts[token]}`}>
          {facts[token]}
        </a>,
      );
    } else if (token === 'hotline') {
      parts.push(
        <a key={key} href={`tel:${facts.hotlineTel}`}>
          {facts.hotline}
        </a>,
      );
    } else if (token === 'supportPhone') {
      parts.push(
        <a key={key} href={`tel:${facts.supportTel}`}>
          {facts.supportPhone}
        </a>,
      );
    } else if (token) {
      parts.push(facts[token as 'company' | 'address']);
    } else {
      parts.push(
        <Link key={key} href={href!}>
          {words}
        </Link>,
      );
    }
    last = match.index + whole.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <>{parts}</>;
}
