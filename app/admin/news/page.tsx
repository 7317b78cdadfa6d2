import type { Metadata } from 'next';
import { News } from '@/components/admin/news';

export const metadata: Metadata = { title: 'News articles' };

export default function AdminNewsPage() {
  return <News />;
}
