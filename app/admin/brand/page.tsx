import { BrandItems } from '@/components/admin/brand-items';

export default function AdminBrandPage() {
  return <BrandItems />;
}
