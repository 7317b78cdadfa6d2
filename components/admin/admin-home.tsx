'use client';
import { busyButton } from '@/components/ui/busy-button';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import dynamic from 'next/dynamic';
import Link from 'next/link';
import { Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useMessagesLocale, useT } from '@/components/i18n/messages-provider';
import {
  EmailField,
  type Outcome,
  PasswordField,
  SelectField,
  serverOutcome,
  StatusLine,
  SubmitButton,
  TextField,
  useSchemaForm,
} from '@/components/ui/form-kit';
import { localeTags } from '@/i18n/routing';
import { adminFetch } from '@/lib/api/admin';
import { isAuditAction } from '@/lib/audit-actions';
import { isApiError } from '@/lib/api/errors';
import { adminQueryKeys } from '@/lib/api/admin-query-keys';
import { STAFF_ROLE_VALUES, staffCreateSchema, type STAFF_RESETS } from '@/lib/validations/staff';
import { AdminShell, useRoleLabel } from './admin-shell';
import { ConfirmDialog } from './confirm-dialog';
import { LoadFailure } from './load-failure';
import { LoadMore, useStaffList } from './staff-list';
import { ScrollRegion } from './scroll-region';
import { useAdminFormats } from './formats';
import { useUrlFilter } from './use-url-filter';
import styles from './admin.module.css';
import { MARKETS, type Market } from '@/lib/shop/market-ids';
import { MARKET_RULES } from '@/lib/shop/markets';
import { formatDateTime, withNote } from '@/lib/intl';
import type { StaffAuditPage, StaffDashboard, StaffMember, StaffMemberList } from '@/lib/types/staff';

type Role = (typeof STAFF_ROLE_VALUES)[number];
type StaffReset = (typeof STAFF_RESETS)[number];
type Member = StaffMember;
type Dashboard = StaffDashboard;

const when = (iso: string, tag: string) => formatDateTime(tag, { dateStyle: 'medium', timeStyle: 'short' }, new Date(iso));

/** The back office's first screen: what needs doing for the signed-in role. */
export function AdminHome() {
  const t = useT('AdminHome');
  return (
    <AdminShell title={t('title')}>
      {() => (
        <Suspense>
          <DashboardCards />
        </Suspense>
      )}
    </AdminShell>
  );
}

/** Staff accounts and the audit log (admins). */
export function StaffAdmin() {
  const t = useT('AdminHome');
  return (
    <AdminShell title={t('staffTitle')} roles={['admin']}>
      {(me) => (
        <>
          <StaffPanel selfId={me.id} />
          <AuditPanel />
        </>
      )}
    </AdminShell>
  );
}

type CardKey = Exclude<keyof Dashboard, 'series' | 'translationDebt' | 'messagesThisWeek'>;
/** The figures, each leading to the list it counts (filters in the address); mails waiting for a retry have no list of their own. */
const CARDS: { key: CardKey; href?: string }[] = [
  { key: 'messagesWaiting', href: '/admin/messages?status=open' },
  { key: 'ordersToShip', href: '/admin/orders?status=paid' },
  { key: 'returnsWaiting', href: '/admin/returns?status=requested' },
  { key: 'newDealerApplications', href: '/admin/dealers?status=new' },
  { key: 'lowStock', href: '/admin/products?stock=low' },
  { key: 'missingTranslations', href: '/admin/content?status=missing' },
  { key: 'outdatedTranslations', href: '/admin/content?status=outdated' },
  { key: 'mailsRetrying' },
  { key: 'mailsFailed', href: '/admin/mail' },
];
const PERIODS = ['30', '90'] as const;

// Recharts is loaded with the dashboard's data, not with the back office's shell.
const ActivityCharts = dynamic(() => import('./dashboard-charts').then((m) => m.ActivityCharts), { ssr: false });
const TranslationDebtChart = dynamic(() => import('./dashboard-charts').then((m) => m.TranslationDebtChart), { ssr: false });

function DashboardCards() {
  const t = useT('AdminHome');
  const { tag, language } = useAdminFormats();
  const [period, setPeriod] = useUrlFilter('period', PERIODS, '30');
  const [market, setMarket] = useUrlFilter<Market>('market', MARKETS, 'US');
  const dashboard = useQuery({
    queryKey: [...adminQueryKeys.dashboard, period, market] as const,
    queryFn: () => adminFetch<Dashboard>(`/api/admin/dashboard?${new URLSearchParams({ period: period || '30', market: market || 'US' })}`),
    placeholderData: keepPreviousData,
  });
  const { data } = dashboard;
  const regions = useMemo(() => new Intl.DisplayNames(tag, { type: 'region' }), [tag]);
  if (dashboard.isError) return <LoadFailure query={dashboard} />;
  return (
    <>
      <ul className={styles.cards} aria-busy={!data} data-testid="dashboard-cards">
        {CARDS.filter(({ key }) => data?.[key] !== null).map(({ key, href }) => {
          const body = (
            <>
              <span className={styles.figure}>{data ? data[key] : '…'}</span> {t(`cards.${key}`)}
            </>
          );
          return (
            <li key={key} className={styles.card}>
              {href ? (
                <Link href={href} className={styles.cardLink}>
                  {body}
                </Link>
              ) : (
                body
              )}
            </li>
          );
        })}
      </ul>
      {data?.series ? (
        <section aria-labelledby="activity-heading" className={styles.section}>
          <h2 id="activity-heading">{t('charts.heading', { days: Number(period || '30') })}</h2>
          <form className={styles.actions} aria-label={t('charts.options')} onSubmit={(e) => e.preventDefault()}>
            <div className="field">
              <label htmlFor="dashboard-period">{t('charts.period')}</label>
              <select id="dashboard-period" value={period || '30'} onChange={(e) => setPeriod(e.target.value as (typeof PERIODS)[number])}>
                {PERIODS.map((p) => (
                  <option key={p} value={p}>
                    {t('charts.days', { days: Number(p) })}
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label htmlFor="dashboard-market">{t('charts.market')}</label>
              <select id="dashboard-market" value={market || 'US'} onChange={(e) => setMarket(e.target.value as Market)}>
                {MARKETS.map((m) => (
                  <option key={m} value={m}>
                    {withNote(tag, regions.of(m) ?? m, MARKET_RULES[m].currency)}
                  </option>
                ))}
              </select>
            </div>
          </form>
          <ActivityCharts series={data.series} />
        </section>
      ) : null}
      {data?.translationDebt ? (
        <section aria-labelledby="debt-heading" className={styles.section}>
          <h2 id="debt-heading">{t('charts.debtHeading')}</h2>
          <TranslationDebtChart debt={data.translationDebt} />
          <h3 id="alt-debt-heading">{t('charts.altMissing')}</h3>
          {/* Each language's figure leads to the library showing the images without alt text in it. */}
          <ul aria-labelledby="alt-debt-heading" className={styles.linkList} data-testid="alt-debt">
            {data.translationDebt.map((d) => (
              <li key={d.locale}>
                <Link href={`/admin/media?missingAlt=${d.locale}`}>{t('charts.altLink', { language: language(d.locale), count: d.missingAlt })}</Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

function StaffPanel({ selfId }: { selfId: string }) {
  const t = useT('AdminHome');
  const roleLabel = useRoleLabel();
  const client = useQueryClient();
  const errors = useT('Errors');
  const staff = useQuery({ queryKey: adminQueryKeys.staff, queryFn: () => adminFetch<StaffMemberList>('/api/admin/staff') });
  const form = useSchemaForm(staffCreateSchema, { email: '', name: '', role: 'support', password: '' });
  const [outcome, setOutcome] = useState<Outcome>(null);
  const refresh = () =>
    Promise.all([client.invalidateQueries({ queryKey: adminQueryKeys.staff }), client.invalidateQueries({ queryKey: adminQueryKeys.audit })]);

  const onSubmit = form.handleSubmit(async (values) => {
    setOutcome(null);
    try {
      const added = await adminFetch<Member>('/api/admin/staff', { method: 'POST', body: values });
      form.reset();
      setOutcome({ kind: 'success', text: t('add.added', { email: added.email }) });
      await refresh();
    } catch (error) {
      setOutcome(serverOutcome(form, error, errors));
    }
  });

  const change = useMutation({
    mutationFn: ({ member, patch }: { member: Member; patch: { role?: Role; disabled?: boolean } }) =>
      adminFetch<Member>(`/api/admin/staff/${member.id}`, { method: 'PATCH', body: { ...patch, updatedAt: member.updatedAt } }),
    onSuccess: (member) => setOutcome({ kind: 'success', text: t('accounts.updated', { email: member.email }) }),
    onError: (error) =>
      setOutcome(isApiError(error) && error.status === 409 ? { kind: 'error', text: t('accounts.conflict') } : serverOutcome(null, error, errors)),
    onSettled: refresh,
  });
  // A role changes only once the admin has confirmed it; the select keeps the current role until then.
  const [roleChange, setRoleChange] = useState<{ member: Member; role: Role } | null>(null);
  const roleOpener = useRef<HTMLButtonElement | null>(null);
  // The role each select shows before its change is asked for (arrow keys only browse: WCAG 3.2.2).
  const [roleChoices, setRoleChoices] = useState<Record<string, Role>>({});
  const dropChoice = (id: string) =>
    setRoleChoices((all) => {
      const { [id]: _dropped, ...rest } = all;
      return rest;
    });

  // Resetting another member's second factor or password, once confirmed (lib/server/staff/members.ts).
  const [resetAsked, setResetAsked] = useState<{ member: Member; what: StaffReset } | null>(null);
  const resetOpener = useRef<HTMLButtonElement | null>(null);
  const reset = useMutation({
    mutationFn: ({ member, what }: { member: Member; what: StaffReset }) =>
      adminFetch<Member>(`/api/admin/staff/${member.id}/reset`, { method: 'POST', body: { what, updatedAt: member.updatedAt } }),
    onSuccess: (member, { what }) => {
      if (what === 'second_factor') focusAfterReset.current = member.id;
      setOutcome({ kind: 'success', text: t(what === 'password' ? 'accounts.passwordReset' : 'accounts.factorReset', { email: member.email }) });
    },
    onError: (error) =>
      setOutcome(isApiError(error) && error.status === 409 ? { kind: 'error', text: t('accounts.conflict') } : serverOutcome(null, error, errors)),
    onSettled: refresh,
  });
  // The second factor's Reset goes with the reset (nothing is left to reset): once the list comes
  // back without it, focus moves on to the password's Reset in the same row (WCAG 2.4.3).
  const focusAfterReset = useRef<string | null>(null);
  useEffect(() => {
    const id = focusAfterReset.current;
    if (id === null || !staff.data || resetOpener.current?.isConnected) return;
    focusAfterReset.current = null;
    document.getElementById(`reset-password-${id}`)?.focus();
  }, [staff.data]);
  const askReset = (opener: HTMLButtonElement, member: Member, what: StaffReset) => {
    // Not disabled while a reset is sent: focus comes back here after the dialog.
    if (reset.isPending) return;
    resetOpener.current = opener;
    setResetAsked({ member, what });
  };

  return (
    <section aria-labelledby="staff-heading" className={styles.section}>
      <h2 id="staff-heading">{t('accounts.heading')}</h2>
      <LoadFailure query={staff} />
      <ScrollRegion name={t('accounts.heading')}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('accounts.columns.name')}</th>
              <th scope="col">{t('accounts.columns.email')}</th>
              <th scope="col">{t('accounts.columns.role')}</th>
              <th scope="col">{t('accounts.columns.twoStep')}</th>
              <th scope="col">{t('accounts.columns.account')}</th>
            </tr>
          </thead>
          <tbody>
            {(staff.data?.items ?? []).map((member) => (
              <tr key={member.id}>
                <td>{member.name}</td>
                <td>{member.email}</td>
                <td>
                  {member.id === selfId ? (
                    roleLabel(member.role)
                  ) : (
                    <RoleChoice
                      member={member}
                      value={roleChoices[member.id] ?? member.role}
                      roleLabel={roleLabel}
                      onChoose={(role) => setRoleChoices((all) => ({ ...all, [member.id]: role }))}
                      onAsk={(opener, role) => {
                        // Not disabled while a change is saved: focus comes back to the button after the dialog.
                        if (change.isPending) return;
                        roleOpener.current = opener;
                        setRoleChange({ member, role });
                      }}
                    />
                  )}
                </td>
                <td>
                  {member.enrolled ? t('accounts.twoStepSetUp') : t('accounts.twoStepAtFirstSignIn')}
                  {member.id !== selfId && member.enrolled ? (
                    <>
                      {' '}
                      <button type="button" className="button" onClick={(e) => askReset(e.currentTarget, member, 'second_factor')}>
                        {t('accounts.resetFactor', { email: member.email })}
                      </button>
                    </>
                  ) : null}
                </td>
                <td>
                  {member.id === selfId ? (
                    t('accounts.you')
                  ) : (
                    <span className={styles.actions}>
                      <button
                        type="button"
                        className="button"
                        {...busyButton(change.isPending, () => change.mutate({ member, patch: { disabled: !member.disabled } }))}
                      >
                        {member.disabled ? t('accounts.enable', { email: member.email }) : t('accounts.disable', { email: member.email })}
                      </button>
                      <button
                        type="button"
                        id={`reset-password-${member.id}`}
                        className="button"
                        onClick={(e) => askReset(e.currentTarget, member, 'password')}
                      >
                        {t('accounts.resetPassword', { email: member.email })}
                      </button>
                    </span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <ConfirmDialog
        open={roleChange !== null}
        title={t('accounts.roleConfirm.title', { email: roleChange?.member.email ?? '' })}
        text={t('accounts.roleConfirm.text', {
          email: roleChange?.member.email ?? '',
          from: roleChange ? roleLabel(roleChange.member.role) : '',
          to: roleChange ? roleLabel(roleChange.role) : '',
        })}
        cancelLabel={t('accounts.roleConfirm.keep')}
        confirmLabel={t('accounts.roleConfirm.change')}
        returnFocus={roleOpener}
        onCancel={() => {
          if (roleChange) dropChoice(roleChange.member.id);
          setRoleChange(null);
        }}
        onConfirm={() => {
          if (roleChange) {
            change.mutate({ member: roleChange.member, patch: { role: roleChange.role } }, { onSettled: (_data, _error, { member }) => dropChoice(member.id) });
          }
          setRoleChange(null);
        }}
      />
      <ConfirmDialog
        open={resetAsked !== null}
        title={t(resetAsked?.what === 'password' ? 'accounts.passwordConfirm.title' : 'accounts.factorConfirm.title', {
          email: resetAsked?.member.email ?? '',
        })}
        text={t(resetAsked?.what === 'password' ? 'accounts.passwordConfirm.text' : 'accounts.factorConfirm.text', { email: resetAsked?.member.email ?? '' })}
        cancelLabel={t(resetAsked?.what === 'password' ? 'accounts.passwordConfirm.keep' : 'accounts.factorConfirm.keep')}
        confirmLabel={t(resetAsked?.what === 'password' ? 'accounts.passwordConfirm.confirm' : 'accounts.factorConfirm.confirm')}
        returnFocus={resetOpener}
        onCancel={() => setResetAsked(null)}
        onConfirm={() => {
          if (resetAsked) reset.mutate(resetAsked);
          setResetAsked(null);
        }}
      />
      <h3>{t('add.heading')}</h3>
      <form onSubmit={onSubmit} noValidate aria-label={t('add.heading')} className={styles.grid}>
        <TextField label={t('add.name')} autoComplete="off" required registration={form.register('name')} error={message(form.formState.errors.name)} />
        <EmailField form={form} name="email" label={t('add.email')} />
        <SelectField label={t('add.role')} registration={form.register('role')} error={message(form.formState.errors.role)}>
          {STAFF_ROLE_VALUES.map((role) => (
            <option key={role} value={role}>
              {roleLabel(role)}
            </option>
          ))}
        </SelectField>
        <PasswordField form={form} name="password" label={t('add.password')} autoComplete="new-password" hint={t('add.passwordHint')} />
        <StatusLine outcome={outcome} />
        <SubmitButton pending={form.formState.isSubmitting} label={t('add.submit')} pendingLabel={t('add.pending')} />
      </form>
    </section>
  );
}

/** A UUID is recognisable by its first 8 digits; other ids (`c4/de`, an order number) are shown whole. */
const shortId = (id: string) => (/^[0-9a-f]{8}-[0-9a-f]{4}-/i.test(id) ? id.slice(0, 8) : id);

const message = (error: { message?: unknown } | undefined) => (typeof error?.message === 'string' ? error.message : undefined);

/**
 * A member's role: the select only browses (arrow keys change nothing: WCAG 3.2.2); the button beside
 * it asks for the chosen role, in a confirmation dialog, when it differs from the stored one.
 */
function RoleChoice({
  member,
  value,
  roleLabel,
  onChoose,
  onAsk,
}: {
  member: Member;
  value: Role;
  roleLabel: (role: Role) => string;
  onChoose: (role: Role) => void;
  onAsk: (opener: HTMLButtonElement, role: Role) => void;
}) {
  const t = useT('AdminHome');
  return (
    <span className={styles.actions}>
      <select aria-label={t('accounts.roleOf', { email: member.email })} value={value} onChange={(e) => onChoose(e.target.value as Role)}>
        {STAFF_ROLE_VALUES.map((role) => (
          <option key={role} value={role}>
            {roleLabel(role)}
          </option>
        ))}
      </select>
      <button
        type="button"
        className="button"
        aria-disabled={value === member.role || undefined}
        onClick={(e) => {
          if (value !== member.role) onAsk(e.currentTarget, value);
        }}
      >
        {t('accounts.changeRole', { email: member.email })}
      </button>
    </span>
  );
}

function AuditPanel() {
  const t = useT('AdminHome');
  const tag = localeTags[useMessagesLocale()];
  const { list: audit, rows: items } = useStaffList({
    queryKey: adminQueryKeys.audit,
    fetchPage: (before: number | undefined) => adminFetch<StaffAuditPage>(`/api/admin/audit?limit=25${before ? `&before=${before}` : ''}`),
    nextCursor: (last) => last.nextBefore,
  });
  return (
    <section aria-labelledby="audit-heading" className={styles.section}>
      <h2 id="audit-heading">{t('audit.heading')}</h2>
      <LoadFailure query={audit} />
      <ScrollRegion name={t('audit.heading')}>
        <table className={styles.table} data-testid="audit-log">
          <thead>
            <tr>
              <th scope="col">{t('audit.columns.when')}</th>
              <th scope="col">{t('audit.columns.who')}</th>
              <th scope="col">{t('audit.columns.what')}</th>
              <th scope="col">{t('audit.columns.item')}</th>
              <th scope="col">{t('audit.columns.change')}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.id}>
                <td>
                  <time dateTime={item.at}>{when(item.at, tag)}</time>
                </td>
                <td>{item.actor}</td>
                <td>{isAuditAction(item.action) ? t(`audit.actions.${item.action}`) : item.action}</td>
                <td>
                  {item.targetType} {item.targetId ? <code>{shortId(item.targetId)}</code> : null}
                </td>
                <td className={styles.diff}>
                  {item.before ? <span>{t('audit.before', { value: JSON.stringify(item.before) })}</span> : null}{' '}
                  {item.after ? <span>{t('audit.after', { value: JSON.stringify(item.after) })}</span> : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <LoadMore list={audit} label={t('audit.older')} />
    </section>
  );
}
