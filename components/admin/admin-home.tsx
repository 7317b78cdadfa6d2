'use client';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '@/components/i18n/messages-provider';
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
import { adminFetch } from '@/lib/api/admin';
import { isApiError } from '@/lib/api/errors';
import { adminQueryKeys } from '@/lib/api/admin-query-keys';
import { STAFF_ROLE_VALUES, staffCreateSchema } from '@/lib/validations/staff';
import { AdminShell, useRoleLabel, type Me } from './admin-shell';
import styles from './admin.module.css';

type Role = (typeof STAFF_ROLE_VALUES)[number];
interface Member extends Me {
  enrolled: boolean;
  disabled: boolean;
  createdAt: string;
  updatedAt: string;
}
interface AuditItem {
  id: number;
  actor: string;
  action: string;
  targetType: string;
  targetId: string | null;
  before: unknown;
  after: unknown;
  ip: string | null;
  at: string;
}
type Dashboard = Record<
  'messagesThisWeek' | 'ordersToShip' | 'newDealerApplications' | 'lowStock' | 'missingTranslations' | 'outdatedTranslations',
  number | null
>;

const when = (iso: string) => new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** The back office's first screen: what needs doing for the signed-in role. */
export function AdminHome() {
  return <AdminShell title="Dashboard">{() => <DashboardCards />}</AdminShell>;
}

/** Staff accounts and the audit log (admins). */
export function StaffAdmin() {
  return (
    <AdminShell title="Staff" roles={['admin']}>
      {(me) => (
        <>
          <StaffPanel selfId={me.id} />
          <AuditPanel />
        </>
      )}
    </AdminShell>
  );
}

function DashboardCards() {
  const { data } = useQuery({ queryKey: adminQueryKeys.dashboard, queryFn: () => adminFetch<Dashboard>('/api/admin/dashboard') });
  const cards: [keyof Dashboard, string][] = [
    ['messagesThisWeek', 'Messages this week'],
    ['ordersToShip', 'Orders to ship'],
    ['newDealerApplications', 'New dealer applications'],
    ['lowStock', 'Products low on stock'],
    ['missingTranslations', 'Missing translations'],
    ['outdatedTranslations', 'Outdated translations'],
  ];
  return (
    <ul className={styles.cards} aria-busy={!data}>
      {cards
        .filter(([key]) => data?.[key] !== null)
        .map(([key, label]) => (
          <li key={key} className={styles.card}>
            <span className={styles.figure}>{data ? data[key] : '…'}</span> {label}
          </li>
        ))}
    </ul>
  );
}

function StaffPanel({ selfId }: { selfId: string }) {
  const roleLabel = useRoleLabel();
  const client = useQueryClient();
  const errors = useT('Errors');
  const staff = useQuery({ queryKey: adminQueryKeys.staff, queryFn: () => adminFetch<{ items: Member[] }>('/api/admin/staff') });
  const form = useSchemaForm(staffCreateSchema, { email: '', name: '', role: 'support', password: '' });
  const [outcome, setOutcome] = useState<Outcome>(null);
  const refresh = () =>
    Promise.all([client.invalidateQueries({ queryKey: adminQueryKeys.staff }), client.invalidateQueries({ queryKey: adminQueryKeys.audit })]);

  const onSubmit = form.handleSubmit(async (values) => {
    setOutcome(null);
    try {
      const added = await adminFetch<Member>('/api/admin/staff', { method: 'POST', body: values });
      form.reset();
      setOutcome({ kind: 'success', text: `${added.email} can now sign in and set up two-step sign-in.` });
      await refresh();
    } catch (error) {
      setOutcome(serverOutcome(form, error, errors));
    }
  });

  const change = useMutation({
    mutationFn: ({ member, patch }: { member: Member; patch: { role?: Role; disabled?: boolean } }) =>
      adminFetch<Member>(`/api/admin/staff/${member.id}`, { method: 'PATCH', body: { ...patch, updatedAt: member.updatedAt } }),
    onSuccess: (member) => setOutcome({ kind: 'success', text: `${member.email} updated.` }),
    onError: (error) =>
      setOutcome(
        isApiError(error) && error.status === 409
          ? { kind: 'error', text: 'Someone changed this account meanwhile: the list now shows their change.' }
          : serverOutcome(null, error, errors),
      ),
    onSettled: refresh,
  });

  return (
    <section aria-labelledby="staff-heading" className={styles.section}>
      <h2 id="staff-heading">Accounts</h2>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Email</th>
            <th scope="col">Role</th>
            <th scope="col">Two-step</th>
            <th scope="col">Account</th>
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
                  <select
                    aria-label={`Role of ${member.email}`}
                    value={member.role}
                    disabled={change.isPending}
                    onChange={(e) => change.mutate({ member, patch: { role: e.target.value as Role } })}
                  >
                    {STAFF_ROLE_VALUES.map((role) => (
                      <option key={role} value={role}>
                        {roleLabel(role)}
                      </option>
                    ))}
                  </select>
                )}
              </td>
              <td>{member.enrolled ? 'Set up' : 'At first sign-in'}</td>
              <td>
                {member.id === selfId ? (
                  'You'
                ) : (
                  <button
                    type="button"
                    className="button"
                    disabled={change.isPending}
                    onClick={() => change.mutate({ member, patch: { disabled: !member.disabled } })}
                  >
                    {member.disabled ? `Enable ${member.email}` : `Disable ${member.email}`}
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <h3>Add a staff member</h3>
      <form onSubmit={onSubmit} noValidate aria-label="Add a staff member" className={styles.grid}>
        <TextField label="Name" autoComplete="off" required registration={form.register('name')} error={message(form.formState.errors.name)} />
        <EmailField form={form} name="email" label="Work email" />
        <SelectField label="Role" registration={form.register('role')} error={message(form.formState.errors.role)}>
          {STAFF_ROLE_VALUES.map((role) => (
            <option key={role} value={role}>
              {roleLabel(role)}
            </option>
          ))}
        </SelectField>
        <PasswordField
          form={form}
          name="password"
          label="First password"
          autoComplete="new-password"
          hint="At least 12 characters. Hand it over in person or by phone."
        />
        <StatusLine outcome={outcome} />
        <SubmitButton pending={form.formState.isSubmitting} label="Add" pendingLabel="Adding…" />
      </form>
    </section>
  );
}

const message = (error: { message?: unknown } | undefined) => (typeof error?.message === 'string' ? error.message : undefined);

function AuditPanel() {
  const audit = useInfiniteQuery({
    queryKey: adminQueryKeys.audit,
    queryFn: ({ pageParam }) =>
      adminFetch<{ items: AuditItem[]; nextBefore: number | null }>(`/api/admin/audit?limit=25${pageParam ? `&before=${pageParam}` : ''}`),
    initialPageParam: 0,
    getNextPageParam: (last) => last.nextBefore ?? undefined,
  });
  const items = audit.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <section aria-labelledby="audit-heading" className={styles.section}>
      <h2 id="audit-heading">Audit log</h2>
      <table className={styles.table} data-testid="audit-log">
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Who</th>
            <th scope="col">What</th>
            <th scope="col">Item</th>
            <th scope="col">Change</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id}>
              <td>
                <time dateTime={item.at}>{when(item.at)}</time>
              </td>
              <td>{item.actor}</td>
              <td>{item.action}</td>
              <td>
                {item.targetType} {item.targetId ? <code>{item.targetId.slice(0, 8)}</code> : null}
              </td>
              <td className={styles.diff}>
                {item.before ? <span>before {JSON.stringify(item.before)}</span> : null} {item.after ? <span>after {JSON.stringify(item.after)}</span> : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {audit.hasNextPage ? (
        <button type="button" className="button" onClick={() => void audit.fetchNextPage()} disabled={audit.isFetchingNextPage}>
          Older entries
        </button>
      ) : null}
    </section>
  );
}
