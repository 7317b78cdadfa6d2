import 'server-only';
import compile from 'icu-minify/compile';
import type { CompiledMessage } from 'icu-minify/format';
import type { Locale } from '@/i18n/routing';
import type en from '@/messages/en.json';
import { allMessages } from './i18n';

export type Namespace = keyof typeof en;

/** What the back office's layout hands its screens: every `Admin…` namespace and the shared Errors. */
export const ADMIN_NAMESPACES: readonly Namespace[] = ['Errors', ...(Object.keys(allMessages.en) as Namespace[]).filter((ns) => ns.startsWith('Admin'))];

/** A namespace's messages compiled: the same tree, each ICU string as icu-minify's compact form. */
export type CompiledTree = { [key: string]: CompiledMessage | CompiledTree };
export type ClientMessages = Partial<Record<Namespace, CompiledTree>>;

function compileTree(tree: Record<string, unknown>): CompiledTree {
  const out: CompiledTree = {};
  for (const [key, value] of Object.entries(tree)) {
    // icu-minify builds plural and select options on null-prototype objects, which React will not
    // pass from a server to a client component: a JSON round trip makes them plain.
    out[key] = typeof value === 'string' ? (JSON.parse(JSON.stringify(compile(value))) as CompiledMessage) : compileTree(value as Record<string, unknown>);
  }
  return out;
}

const cache = new Map<string, ClientMessages>();

/**
 * The one way strings reach client components: a server component picks the namespaces its
 * client subtree needs and hands them, compiled here (ICU parsed once, on the server), to
 * `<MessagesProvider>`; the browser formats them with icu-minify's runtime (< 1 KB) instead of
 * shipping an ICU parser. A message without arguments compiles to its own string.
 */
export function clientMessages(locale: Locale, namespaces: readonly Namespace[], omit: readonly string[] = []): ClientMessages {
  const key = `${locale}:${namespaces.join(',')}:${omit.join(',')}`;
  let compiled = cache.get(key);
  if (!compiled) {
    const source = allMessages[locale] as unknown as Record<Namespace, Record<string, unknown>>;
    compiled = Object.fromEntries(namespaces.map((ns) => [ns, compileTree(source[ns])])) as ClientMessages;
    // Subtrees only the server uses (e.g. the order emails) stay behind.
    for (const path of omit) {
      const [ns, ...rest] = path.split('.');
      const parent = rest.slice(0, -1).reduce<CompiledTree | undefined>((node, part) => node?.[part] as CompiledTree | undefined, compiled[ns as Namespace]);
      if (parent) delete parent[rest[rest.length - 1]!];
    }
    cache.set(key, compiled);
  }
  return compiled;
}
