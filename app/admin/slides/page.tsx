import { Slides } from '@/components/admin/slides';

export default function AdminSlidesPage() {
  return <Slides />;
}
