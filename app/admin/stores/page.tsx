import { StoresAdmin } from '@/components/admin/stores';

export default function AdminStoresPage() {
  return <StoresAdmin />;
}
