import type { Metadata } from 'next';
import { MailFailures } from '@/components/admin/mail-failures';

export const metadata: Metadata = { title: 'Emails given up' };

export default function AdminMailPage() {
  return <MailFailures />;
}
