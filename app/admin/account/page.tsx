import type { Metadata } from 'next';
import { StaffAccount } from '@/components/admin/staff-account';

export const metadata: Metadata = { title: 'Your account' };

export default function AdminAccountPage() {
  return <StaffAccount />;
}
