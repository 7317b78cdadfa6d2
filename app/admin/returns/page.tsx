import type { Metadata } from 'next';
import { Returns } from '@/components/admin/returns';

export const metadata: Metadata = { title: 'Returns' };

export default function AdminReturnsPage() {
  return <Returns />;
}
