import { LAYOUT_SCRIPTS } from '@/lib/layout-scripts.mjs';

/**
 * One of the site's own inline scripts (lib/layout-scripts.mjs), written where the layout puts it:
 * the submit guard first in <body>, so that it listens before any form on the page can be sent;
 * the storage warm-up after it. The content security policy allows only these texts.
 */
export function LayoutScript({ name }: { name: keyof typeof LAYOUT_SCRIPTS }) {
  return <script dangerouslySetInnerHTML={{ __html: LAYOUT_SCRIPTS[name] }} />;
}
