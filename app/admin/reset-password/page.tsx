import type { Metadata } from 'next';
import { StaffPasswordReset } from '@/components/admin/staff-password-reset';

export const metadata: Metadata = { referrer: 'no-referrer' };

/** The emailed link's `token` chooses the new-password form; without one the page asks for a link. */
export default async function AdminResetPasswordPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { token } = await searchParams;
  return <StaffPasswordReset token={typeof token === 'string' ? token : null} />;
}
