import type { Metadata } from 'next';
import { Media } from '@/components/admin/media';

export const metadata: Metadata = { title: 'Images' };

export default function AdminMediaPage() {
  return <Media />;
}
