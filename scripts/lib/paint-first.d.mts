/** The HTML with its async chunk scripts requested once the page is reported painted. */
export function paintFirst(html: string): string;
/** Whether a script's text is the loader `paintFirst` writes. */
export function isPaintFirstLoader(text: string): boolean;
