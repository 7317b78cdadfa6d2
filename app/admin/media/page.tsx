import { Media } from '@/components/admin/media';

export default function AdminMediaPage() {
  return <Media />;
}
