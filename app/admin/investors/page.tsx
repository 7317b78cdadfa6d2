import { Investors } from '@/components/admin/investors';

export default function AdminInvestorsPage() {
  return <Investors />;
}
