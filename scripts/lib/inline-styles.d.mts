export function stylesheetText(distDir: string, href: string): string | null;
export function inlineStylesheets(html: string, read: (href: string) => string | null): string;
export function withoutInlinedPreloads(header: string | string[], html: string): string | null;
