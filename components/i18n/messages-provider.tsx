'use client';
import format, { type CompiledMessage, type FormatOptions } from 'icu-minify/format';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { Locale } from '@/i18n/routing';
import type en from '@/messages/en.json';

type Messages = typeof en;
type Namespace = keyof Messages;
type CompiledTree = { [key: string]: CompiledMessage | CompiledTree };
type Values = Record<string, string | number>;

/** Every dotted path to a string in a message tree: `'email'`, `'validation.phone'`. */
type Leaves<T> = { [K in keyof T & string]: T[K] extends string ? K : `${K}.${Leaves<T[K]>}` }[keyof T & string];

/** Looks a key up in the compiled namespaces; a missing key shows itself (and warns in development). */
export type Translate<K extends string = string> = (key: K, values?: Values) => string;

const formatters: FormatOptions['formatters'] = (() => {
  const memo = new Map<string, unknown>();
  const cached = <T,>(kind: string, args: unknown[], make: () => T): T => {
    const key = `${kind}:${JSON.stringify(args)}`;
    if (!memo.has(key)) memo.set(key, make());
    return memo.get(key) as T;
  };
  return {
    getDateTimeFormat: (...args) => cached('d', args, () => new Intl.DateTimeFormat(...args)),
    getNumberFormat: (...args) => cached('n', args, () => new Intl.NumberFormat(...args)),
    getPluralRules: (...args) => cached('p', args, () => new Intl.PluralRules(...args)),
  };
})();

interface Context {
  locale: Locale;
  messages: Partial<Record<Namespace, CompiledTree>>;
}

const MessagesContext = createContext<Context | null>(null);

/** Makes the compiled messages a server component picked (`clientMessages()`) readable below it. */
export function MessagesProvider({ locale, messages, children }: { locale: Locale; messages: Context['messages']; children: ReactNode }) {
  const value = useMemo(() => ({ locale, messages }), [locale, messages]);
  return <MessagesContext.Provider value={value}>{children}</MessagesContext.Provider>;
}

function lookup(tree: CompiledTree | CompiledMessage | undefined, path: string[]): CompiledMessage | undefined {
  let node: CompiledTree | CompiledMessage | undefined = tree;
  for (const part of path) {
    if (!node || typeof node !== 'object' || Array.isArray(node)) return undefined;
    node = (node as CompiledTree)[part];
  }
  return typeof node === 'string' || Array.isArray(node) ? node : undefined;
}

export function translatorFor(context: Context, namespace?: string): Translate {
  return (key, values) => {
    const path = (namespace ? `${namespace}.${key}` : key).split('.');
    const message = lookup(context.messages as CompiledTree, path);
    if (message === undefined) {
      if (process.env.NODE_ENV !== 'production') console.warn(`missing message ${path.join('.')}`);
      return path.join('.');
    }
    return typeof message === 'string' ? message : String(format(message, context.locale, values, { formatters }));
  };
}

/** The translator of one namespace (keys checked against the English messages), or of all with dotted keys. */
export function useT<N extends Namespace>(namespace: N): Translate<Leaves<Messages[N]>>;
export function useT(): Translate;
export function useT(namespace?: Namespace): Translate {
  const context = useContext(MessagesContext);
  if (!context) throw new Error('useT outside MessagesProvider');
  return useMemo(() => translatorFor(context, namespace), [context, namespace]);
}

/** The locale the messages were picked for. */
export function useMessagesLocale(): Locale {
  const context = useContext(MessagesContext);
  if (!context) throw new Error('useMessagesLocale outside MessagesProvider');
  return context.locale;
}
