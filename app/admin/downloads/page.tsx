import type { Metadata } from 'next';
import { Downloads } from '@/components/admin/downloads';

export const metadata: Metadata = { title: 'Downloads' };

export default function AdminDownloadsPage() {
  return <Downloads />;
}
