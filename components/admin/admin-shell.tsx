'use client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { usePathname, useRouter } from 'next/navigation';
import { useEffect, type ReactNode } from 'react';
import { adminFetch } from '@/lib/api/admin';
import { adminQueryKeys } from '@/lib/api/admin-query-keys';
import { isApiError } from '@/lib/api/errors';
import type { STAFF_ROLE_VALUES } from '@/lib/validations/staff';
import styles from './admin.module.css';

export type Role = (typeof STAFF_ROLE_VALUES)[number];
export interface Me {
  id: string;
  email: string;
  name: string;
  role: Role;
}

export const ROLE_LABEL: Record<Role, string> = { admin: 'Admin', editor: 'Editor', support: 'Support' };

const SECTIONS: { href: string; label: string; roles: Role[] }[] = [
  { href: '/admin', label: 'Dashboard', roles: ['admin', 'editor', 'support'] },
  { href: '/admin/messages', label: 'Messages', roles: ['admin', 'support'] },
  { href: '/admin/orders', label: 'Orders', roles: ['admin', 'support'] },
  { href: '/admin/returns', label: 'Returns', roles: ['admin', 'support'] },
  { href: '/admin/customers', label: 'Customers', roles: ['admin', 'support'] },
  { href: '/admin/dealers', label: 'Dealers', roles: ['admin', 'support'] },
  { href: '/admin/products', label: 'Products', roles: ['admin', 'editor'] },
  { href: '/admin/content', label: 'Content', roles: ['admin', 'editor'] },
  { href: '/admin/news', label: 'News', roles: ['admin', 'editor'] },
  { href: '/admin/slides', label: 'Slider', roles: ['admin', 'editor'] },
  { href: '/admin/faq', label: 'FAQ', roles: ['admin', 'editor'] },
  { href: '/admin/downloads', label: 'Downloads', roles: ['admin', 'editor'] },
  { href: '/admin/media', label: 'Images', roles: ['admin', 'editor'] },
  { href: '/admin/settings', label: 'Settings', roles: ['admin', 'editor'] },
  { href: '/admin/staff', label: 'Staff', roles: ['admin'] },
];

/**
 * Every back-office screen: the signed-in member (signed out → /admin/login), the sections their
 * role opens, sign-out. A screen outside the role says so instead of showing anything.
 */
export function AdminShell({ title, roles, children }: { title: string; roles?: Role[]; children: (me: Me) => ReactNode }) {
  const router = useRouter();
  const pathname = usePathname();
  const client = useQueryClient();
  const me = useQuery({ queryKey: adminQueryKeys.me, queryFn: () => adminFetch<Me>('/api/admin/me') });
  const signedOut = isApiError(me.error) && me.error.status === 401;
  useEffect(() => {
    if (signedOut) router.replace('/admin/login');
  }, [signedOut, router]);
  useEffect(() => {
    document.title = `${title} | Pawtrail back office`;
  }, [title]);

  const signOut = useMutation({
    mutationFn: () => adminFetch('/api/admin/session', { method: 'DELETE' }),
    onSettled: () => {
      client.clear();
      router.replace('/admin/login');
    },
  });

  if (!me.data) {
    return (
      <main className={styles.narrow} aria-busy={!me.error}>
        <p className={styles.brand}>Pawtrail back office</p>
        <p role="status">{me.error && !signedOut ? 'The back office could not be reached. Reload to try again.' : 'Loading…'}</p>
      </main>
    );
  }
  const allowed = !roles || roles.includes(me.data.role);
  return (
    <div className={styles.shell}>
      <header className={styles.top}>
        <p className={styles.brand}>Pawtrail back office</p>
        <nav aria-label="Back office">
          <ul className={styles.nav}>
            {SECTIONS.filter((s) => s.roles.includes(me.data.role)).map((s) => (
              <li key={s.href}>
                <Link href={s.href} aria-current={pathname === s.href ? 'page' : undefined}>
                  {s.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className={styles.who}>
          {me.data.name} · <span data-testid="staff-role">{ROLE_LABEL[me.data.role]}</span>
        </p>
        <button type="button" className="button" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
          Sign out
        </button>
      </header>
      <main className={styles.main}>
        <h1>{title}</h1>
        {allowed ? children(me.data) : <p role="alert">Your role does not open this section. Ask an admin if you need it.</p>}
      </main>
    </div>
  );
}
