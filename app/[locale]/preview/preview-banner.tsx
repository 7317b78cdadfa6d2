import 'server-only';
import { cookies } from 'next/headers';
import { resolveStaffSession } from '@/lib/server/staff/auth';
import { PREVIEW_COOKIE } from '@/lib/server/staff/route';
import styles from './preview.module.css';

/** Whether this request comes from a signed-in editor or admin (the preview cookie of their session). */
export async function isPreviewer(): Promise<boolean> {
  const session = await resolveStaffSession((await cookies()).get(PREVIEW_COOKIE)?.value, 'preview');
  return session !== null && (session.staff.role === 'admin' || session.staff.role === 'editor');
}

/** The strip above a preview: a draft or the published text, and the way back to the editor. */
export function PreviewBanner({ draft, editor }: { draft: boolean; editor: string }) {
  return (
    <p role="status" lang="en" className={styles.banner} data-testid="preview-banner">
      {draft ? 'Preview of the draft: not published yet.' : 'No draft: this is the published text.'} <a href={editor}>Back to the editor</a>
    </p>
  );
}
