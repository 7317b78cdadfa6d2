/** Whether an inline script's text is one that Next.js, React or this server wrote. */
export function isFrameworkScript(text: string): boolean;
