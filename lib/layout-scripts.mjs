// The site's own inline scripts: besides the ones Next.js and React write, the only scripts a page
// may run inline. The layouts write them (components/layout/layout-script.tsx) and the content
// security policy allows each by its hash (scripts/lib/framework-scripts.mjs); a new one is an
// entry here, and nothing else needs to learn of it.
import { SUBMIT_GUARD_SCRIPT } from './submit-guard.mjs';
import { WARM_STORAGE_SCRIPT } from './warm-storage.mjs';

/** Each script's text, exactly as the layouts write it into the page. */
export const LAYOUT_SCRIPTS = Object.freeze({
  /** Holds a form sent before React has it (lib/submit-guard.mjs); first in <body>, before any form. */
  submitGuard: SUBMIT_GUARD_SCRIPT,
  /** Opens the storage and cookies while the scripts load (lib/warm-storage.mjs); public pages only. */
  warmStorage: WARM_STORAGE_SCRIPT,
});
