/** Whether an inline script's text is one that Next.js, React or this server wrote. */
export function isFrameworkScript(text: string): boolean;
/** The script Next.js writes after metadata streamed late (it moves the icon links to <head>), read from the installed Next.js. */
export const ICON_REINSERT_SCRIPT: string;
