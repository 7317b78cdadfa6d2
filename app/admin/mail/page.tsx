import { MailFailures } from '@/components/admin/mail-failures';

export default function AdminMailPage() {
  return <MailFailures />;
}
