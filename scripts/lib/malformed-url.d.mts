export function hasMalformedPath(url?: string): boolean;
export function isApiPath(url?: string): boolean;
export function notFoundPathFor(url: string, locales: readonly string[]): string;
