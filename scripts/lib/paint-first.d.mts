/** The HTML with its async chunk scripts requested once the page is reported painted. */
export function paintFirst(html: string): string;
