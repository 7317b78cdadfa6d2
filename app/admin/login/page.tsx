import type { Metadata } from 'next';
import { StaffSignIn } from '@/components/admin/staff-sign-in';

export const metadata: Metadata = { title: 'Sign in' };

export default function AdminLoginPage() {
  return <StaffSignIn />;
}
