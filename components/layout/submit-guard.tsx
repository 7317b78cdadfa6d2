import { SUBMIT_GUARD_SCRIPT } from '@/lib/submit-guard.mjs';

/**
 * Holds a script-only form's submit until React has hydrated that form, then submits it again
 * (lib/submit-guard.mjs says why). First in <body>, so it listens before any form can be sent.
 */
export function SubmitGuard() {
  return <script dangerouslySetInnerHTML={{ __html: SUBMIT_GUARD_SCRIPT }} />;
}
