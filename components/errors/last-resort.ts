export type GlobalErrorTexts = { title: string; text: string; retry: string };

/**
 * What the global error page says until the reader's language has loaded, or if it cannot (the
 * network may be what failed): the English of messages `ErrorPage`, kept equal by
 * global-error-texts.test.ts.
 */
export const LAST_RESORT: GlobalErrorTexts = {
  title: 'Something went wrong',
  text: 'This page could not be shown just now. Please try again in a moment.',
  retry: 'Try again',
};
