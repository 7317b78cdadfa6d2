import { Customers } from '@/components/admin/customers';

export default function AdminCustomersPage() {
  return <Customers />;
}
