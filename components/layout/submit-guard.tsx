import { SUBMIT_GUARD_SCRIPT } from '@/lib/submit-guard.mjs';

/**
 * Holds a submit of a script-only form that no handler took (React had not hydrated the form
 * yet) and hands it to React once React has it (lib/submit-guard.mjs says how and why). First in
 * <body>, so it is listening before any form on the page can be sent.
 */
export function SubmitGuard() {
  return <script dangerouslySetInnerHTML={{ __html: SUBMIT_GUARD_SCRIPT }} />;
}
