import { StaffAdmin } from '@/components/admin/admin-home';

export default function AdminStaffPage() {
  return <StaffAdmin />;
}
