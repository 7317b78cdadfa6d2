import type { Metadata } from 'next';
import { Inbox } from '@/components/admin/inbox';

export const metadata: Metadata = { title: 'Messages' };

export default function AdminMessagesPage() {
  return <Inbox />;
}
