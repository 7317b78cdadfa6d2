import { Downloads } from '@/components/admin/downloads';

export default function AdminDownloadsPage() {
  return <Downloads />;
}
