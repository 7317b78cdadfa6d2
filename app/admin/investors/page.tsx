import type { Metadata } from 'next';
import { Investors } from '@/components/admin/investors';

export const metadata: Metadata = { title: 'Investor relations' };

export default function AdminInvestorsPage() {
  return <Investors />;
}
