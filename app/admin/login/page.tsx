import { StaffSignIn } from '@/components/admin/staff-sign-in';

export default function AdminLoginPage() {
  return <StaffSignIn />;
}
