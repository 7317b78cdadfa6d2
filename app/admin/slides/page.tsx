import type { Metadata } from 'next';
import { Slides } from '@/components/admin/slides';

export const metadata: Metadata = { title: 'Home slider' };

export default function AdminSlidesPage() {
  return <Slides />;
}
