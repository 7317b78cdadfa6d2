import { Orders } from '@/components/admin/orders';

export default function AdminOrdersPage() {
  return <Orders />;
}
