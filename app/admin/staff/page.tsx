import type { Metadata } from 'next';
import { StaffAdmin } from '@/components/admin/admin-home';

export const metadata: Metadata = { title: 'Staff' };

export default function AdminStaffPage() {
  return <StaffAdmin />;
}
