'use client';
import { busyButton } from '@/components/ui/busy-button';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { usePathname, useRouter } from 'next/navigation';
import { type FormEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { useMessagesLocale, useT } from '@/components/i18n/messages-provider';
import { localeNames, locales } from '@/i18n/routing';
import { ADMIN_LANGUAGE_ACTION, ADMIN_LANGUAGE_APPLIED_COOKIE } from '@/lib/admin-locale';
import { adminFetch } from '@/lib/api/admin';
import { adminQueryKeys } from '@/lib/api/admin-query-keys';
import { isApiError } from '@/lib/api/errors';
import { readCookie } from '@/lib/client/cookies';
import type { STAFF_ROLE_VALUES } from '@/lib/validations/staff';
import type { StaffMe } from '@/lib/types/staff';
import { GlobalSearch } from './global-search';
import styles from './admin.module.css';

export type Role = (typeof STAFF_ROLE_VALUES)[number];
/** What GET /api/admin/me answers. */
export type Me = StaffMe;

/** A role's name in the back office's language. */
export function useRoleLabel(): (role: Role) => string {
  const t = useT('AdminShell');
  return (role) => t(`roles.${role}`);
}

type Section =
  | 'dashboard'
  | 'messages'
  | 'orders'
  | 'returns'
  | 'customers'
  | 'dealers'
  | 'mail'
  | 'stores'
  | 'products'
  | 'content'
  | 'news'
  | 'slides'
  | 'brand'
  | 'faq'
  | 'downloads'
  | 'investors'
  | 'media'
  | 'settings'
  | 'staff';
const SECTIONS: { href: string; label: Section; roles: Role[] }[] = [
  { href: '/admin', label: 'dashboard', roles: ['admin', 'editor', 'support'] },
  { href: '/admin/messages', label: 'messages', roles: ['admin', 'support'] },
  { href: '/admin/orders', label: 'orders', roles: ['admin', 'support'] },
  { href: '/admin/returns', label: 'returns', roles: ['admin', 'support'] },
  { href: '/admin/customers', label: 'customers', roles: ['admin', 'support'] },
  { href: '/admin/dealers', label: 'dealers', roles: ['admin', 'support'] },
  { href: '/admin/mail', label: 'mail', roles: ['admin', 'support'] },
  { href: '/admin/stores', label: 'stores', roles: ['admin', 'editor'] },
  { href: '/admin/products', label: 'products', roles: ['admin', 'editor'] },
  { href: '/admin/content', label: 'content', roles: ['admin', 'editor'] },
  { href: '/admin/news', label: 'news', roles: ['admin', 'editor'] },
  { href: '/admin/slides', label: 'slides', roles: ['admin', 'editor'] },
  { href: '/admin/brand', label: 'brand', roles: ['admin', 'editor'] },
  { href: '/admin/faq', label: 'faq', roles: ['admin', 'editor'] },
  { href: '/admin/downloads', label: 'downloads', roles: ['admin', 'editor'] },
  { href: '/admin/investors', label: 'investors', roles: ['admin', 'editor'] },
  { href: '/admin/media', label: 'media', roles: ['admin', 'editor'] },
  { href: '/admin/settings', label: 'settings', roles: ['admin', 'editor'] },
  { href: '/admin/staff', label: 'staff', roles: ['admin'] },
];

/** Whether the language form's endpoint has just applied a language (its cookie), clearing it. */
function takeLanguageApplied(): boolean {
  if (readCookie(ADMIN_LANGUAGE_APPLIED_COOKIE) === null) return false;
  document.cookie = `${ADMIN_LANGUAGE_APPLIED_COOKIE}=; Path=/admin; Max-Age=0; SameSite=Lax`;
  return true;
}

/**
 * The back office's language, for every screen: a plain form that posts to /api/admin/language,
 * which keeps the choice a year in `pt_admin_lang` and answers with the same screen, now in that
 * language (the layout picks the messages on the server). Being plain HTML, Apply works before
 * the screen's scripts have run. The select only browses (arrow keys change nothing: WCAG 3.2.2);
 * Apply switches, and focus returns to the select in the new language.
 */
export function AdminLanguage() {
  const t = useT('AdminShell');
  const locale = useMessagesLocale();
  const id = useId();
  const select = useRef<HTMLSelectElement>(null);
  useEffect(() => {
    if (!takeLanguageApplied()) return;
    // After the screen's own first focus (the sign-in page focuses its heading).
    const frame = requestAnimationFrame(() => select.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, []);
  // The language already shown: nothing to apply (the plain form would only load the screen again).
  const unchanged = (event: FormEvent<HTMLFormElement>) => {
    if (select.current?.value === locale) event.preventDefault();
  };
  return (
    <form className={styles.language} method="post" action={ADMIN_LANGUAGE_ACTION} onSubmit={unchanged}>
      <label htmlFor={id}>{t('language')}</label>
      <select id={id} name="locale" ref={select} defaultValue={locale}>
        {locales.map((l) => (
          <option key={l} value={l} lang={l}>
            {localeNames[l]}
          </option>
        ))}
      </select>
      <button type="submit" className="button">
        {t('applyLanguage')}
      </button>
    </form>
  );
}

/**
 * Every back-office screen: the signed-in member (signed out → /admin/login), the sections their
 * role opens, sign-out. A screen outside the role says so instead of showing anything.
 */
export function AdminShell({ title, roles, children }: { title: string; roles?: Role[]; children: (me: Me) => ReactNode }) {
  const router = useRouter();
  const pathname = usePathname();
  const client = useQueryClient();
  const t = useT('AdminShell');
  const account = useT('AdminPassword');
  const roleLabel = useRoleLabel();
  const me = useQuery({ queryKey: adminQueryKeys.me, queryFn: () => adminFetch<Me>('/api/admin/me') });
  const signedOut = isApiError(me.error) && me.error.status === 401;
  useEffect(() => {
    if (signedOut) router.replace('/admin/login');
  }, [signedOut, router]);
  // Rendered, not set from an effect: React keeps this <title> in <head> for as long as the screen is
  // mounted. A screen that changes its search parameters is rendered anew by the server, and Next
  // streams the route's metadata after its content: a title from the metadata (or set once by an
  // effect) was missing for seconds after each such change (WCAG 2.4.2).
  const documentTitle = <title>{t('documentTitle', { title })}</title>;

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
        {documentTitle}
        <p className={styles.brand}>{t('brand')}</p>
        <p role="status">{me.error && !signedOut ? t('unreachable') : t('loading')}</p>
      </main>
    );
  }
  const allowed = !roles || roles.includes(me.data.role);
  return (
    <div className={styles.shell}>
      {documentTitle}
      <a href="#admin-main" className="skip-link">
        {t('skipToContent')}
      </a>
      <header className={styles.top}>
        <p className={styles.brand}>{t('brand')}</p>
        <nav aria-label={t('navigation')}>
          <ul className={styles.nav}>
            {SECTIONS.filter((s) => s.roles.includes(me.data.role)).map((s) => (
              <li key={s.href}>
                <Link href={s.href} aria-current={pathname === s.href ? 'page' : undefined}>
                  {t(`sections.${s.label}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <GlobalSearch />
        <p className={styles.who}>
          <Link
            href="/admin/account"
            aria-label={account('accountOf', { name: me.data.name })}
            aria-current={pathname === '/admin/account' ? 'page' : undefined}
          >
            {me.data.name}
          </Link>{' '}
          · <span data-testid="staff-role">{roleLabel(me.data.role)}</span>
        </p>
        <AdminLanguage />
        <button type="button" className="button" {...busyButton(signOut.isPending, () => signOut.mutate())}>
          {t('signOut')}
        </button>
      </header>
      <main id="admin-main" tabIndex={-1} className={styles.main}>
        <h1>{title}</h1>
        {allowed ? children(me.data) : <p role="alert">{t('notYourRole')}</p>}
      </main>
    </div>
  );
}
