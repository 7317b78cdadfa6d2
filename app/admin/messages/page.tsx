import { Inbox } from '@/components/admin/inbox';

export default function AdminMessagesPage() {
  return <Inbox />;
}
