import { Settings } from '@/components/admin/settings';

export default function AdminSettingsPage() {
  return <Settings />;
}
