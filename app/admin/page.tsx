import { AdminHome } from '@/components/admin/admin-home';

export default function AdminPage() {
  return <AdminHome />;
}
