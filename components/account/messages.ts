import type en from '@/messages/en.json';

/** Translated strings handed from server pages to the account's client components. */
export type AuthText = (typeof en)['Auth'];
export type AccountText = (typeof en)['Account'];
export type ProfileText = (typeof en)['Profile'];
export type ErrorsText = (typeof en)['Errors'];

/** Fills `{name}` placeholders of an already translated string. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
