import { DealersAdmin } from '@/components/admin/dealers';

export default function AdminDealersPage() {
  return <DealersAdmin />;
}
