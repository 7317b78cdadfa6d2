import { FaqAdmin } from '@/components/admin/faq';

export default function AdminFaqPage() {
  return <FaqAdmin />;
}
