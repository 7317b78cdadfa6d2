import type { Metadata } from 'next';
import { DealersAdmin } from '@/components/admin/dealers';

export const metadata: Metadata = { title: 'Dealer applications' };

export default function AdminDealersPage() {
  return <DealersAdmin />;
}
