import { Returns } from '@/components/admin/returns';

export default function AdminReturnsPage() {
  return <Returns />;
}
