import { StaffAccount } from '@/components/admin/staff-account';

export default function AdminAccountPage() {
  return <StaffAccount />;
}
