import { Suspense } from 'react';
import { Content } from '@/components/admin/content';

/** The product and locale being edited are in the address (?product=&locale=&ref=), read on the client. */
export default function AdminContentPage() {
  return (
    <Suspense fallback={<p aria-busy="true">Loading…</p>}>
      <Content />
    </Suspense>
  );
}
