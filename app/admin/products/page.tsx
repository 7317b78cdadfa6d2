import { Products } from '@/components/admin/products';

export default function AdminProductsPage() {
  return <Products />;
}
