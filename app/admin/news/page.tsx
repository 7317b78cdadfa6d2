import { News } from '@/components/admin/news';

export default function AdminNewsPage() {
  return <News />;
}
