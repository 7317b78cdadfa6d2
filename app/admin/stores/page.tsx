import type { Metadata } from 'next';
import { StoresAdmin } from '@/components/admin/stores';

export const metadata: Metadata = { title: 'Stores' };

export default function AdminStoresPage() {
  return <StoresAdmin />;
}
