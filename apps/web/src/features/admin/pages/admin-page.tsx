import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import {
  workspaceCreditsRequest,
  type AdminUser,
  type AdminWorkspace,
} from '@hirelane/domain/admin/admin.schema';
import {
  PLAN_NAMES,
  PLAN_STATUSES,
  type PlanName,
  type PlanStatus,
} from '@hirelane/domain/workspaces/subscription.schema';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-error';
import { useAppSession } from '../../../lib/use-app-session';
import { usePageTitle } from '../../../lib/use-page-title';
import { useAdminAction, useAdminUsers, useAdminWorkspaces, useAuditLog } from '../api/admin';
import { ActionDialog } from '../components/action-dialog';
import { AuditTable } from '../components/audit-table';
import { Pager } from '../components/pager';
import { UsersTable } from '../components/users-table';
import { WorkspacesTable } from '../components/workspaces-table';

type Pending =
  | { kind: 'access'; user: AdminUser }
  | { kind: 'impersonate'; user: AdminUser }
  | { kind: 'plan'; workspace: AdminWorkspace }
  | { kind: 'credits'; workspace: AdminWorkspace; key: string };

const option = (value: string) => ({
  value,
  label: value.charAt(0).toUpperCase() + value.slice(1).replace('_', ' '),
});

const SECTION = 'mt-8';

function Loading({ text }: { text: string }) {
  return (
    <p role="status" className="flex items-center gap-2 text-sm text-stone-600">
      <Spinner /> {text}
    </p>
  );
}
const H2 = 'mb-3 text-lg font-semibold text-stone-900';

/** /app/admin: find users and workspaces, act on them, and read the audit log (decision 016). */
export function AdminPage() {
  usePageTitle('Admin');
  const selfEmail = useAppSession().profile_info.email;
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const [userPage, setUserPage] = useState(1);
  const [workspacePage, setWorkspacePage] = useState(1);
  const [auditPage, setAuditPage] = useState(1);
  const users = useAdminUsers(q, userPage);
  const workspaces = useAdminWorkspaces(q, workspacePage);
  const audit = useAuditLog(auditPage);
  const act = useAdminAction();
  const [pending, setPending] = useState<Pending | null>(null);
  const [plan, setPlan] = useState<PlanName>('pro');
  const [status, setStatus] = useState<PlanStatus>('active');
  const [amount, setAmount] = useState('');

  const search = (event: FormEvent) => {
    event.preventDefault();
    setQ(draft.trim());
    setUserPage(1);
    setWorkspacePage(1);
  };

  const openPlan = (workspace: AdminWorkspace) => {
    setPlan(
      (PLAN_NAMES as readonly string[]).includes(workspace.plan_name ?? '')
        ? (workspace.plan_name as PlanName)
        : 'pro',
    );
    setStatus(
      (PLAN_STATUSES as readonly string[]).includes(workspace.plan_status ?? '')
        ? (workspace.plan_status as PlanStatus)
        : 'active',
    );
    setPending({ kind: 'plan', workspace });
  };

  const openCredits = (workspace: AdminWorkspace) => {
    setAmount('');
    setPending({ kind: 'credits', workspace, key: crypto.randomUUID() });
  };

  const confirm = async (reason: string) => {
    if (!pending) return;
    if (pending.kind === 'credits') {
      const parsed = workspaceCreditsRequest.shape.amount.safeParse(
        amount.trim() === '' ? undefined : Number(amount.replace(/[\s,]/g, '')),
      );
      if (!parsed.success)
        throw new ApiError({ status: 422, message: parsed.error.issues[0]?.message ?? '' });
      const answer = await act.mutateAsync({
        kind: 'credits',
        workspace_id: pending.workspace._id,
        amount: parsed.data,
        reason,
        idempotency_key: pending.key,
      });
      toast.success(answer.message ?? 'Done.');
      return;
    }
    if (pending.kind === 'access') {
      const answer = await act.mutateAsync({
        kind: 'access',
        email: pending.user.email,
        is_allowed: !pending.user.is_allowed,
        reason,
      });
      toast.success(answer.message ?? 'Done.');
    } else if (pending.kind === 'plan') {
      const answer = await act.mutateAsync({
        kind: 'subscription',
        workspace_id: pending.workspace._id,
        plan_name: plan,
        plan_status: status,
        current_period_end: pending.workspace.current_period_end,
        reason,
      });
      toast.success(answer.message ?? 'Done.');
    } else {
      await act.mutateAsync({ kind: 'impersonate', email: pending.user.email, reason });
      // A new session cookie: load the app afresh as that user (the banner shows there).
      window.location.assign('/app');
    }
  };

  const dialog = (() => {
    if (!pending) return null;
    if (pending.kind === 'access') {
      const restrict = pending.user.is_allowed;
      return {
        title: restrict ? 'Restrict this account?' : 'Allow this account?',
        description: restrict
          ? `${pending.user.email} will see “limited access” on every page until allowed again.`
          : `${pending.user.email} gets full access again.`,
        confirmText: restrict ? 'Restrict account' : 'Allow account',
        danger: restrict,
      };
    }
    if (pending.kind === 'impersonate')
      return {
        title: 'Impersonate this user?',
        description: `You will use Hirelane as ${pending.user.email} for up to an hour. Everything you change is recorded.`,
        confirmText: 'Impersonate',
        danger: false,
      };
    if (pending.kind === 'credits')
      return {
        title: `Grant credits to ${pending.workspace.name}`,
        description:
          'Added to the balance at once and never expire. The reason is shown in the audit log and in the workspace’s usage ledger.',
        confirmText: 'Grant credits',
        danger: false,
      };
    return {
      title: `Set the plan of ${pending.workspace.name}`,
      description: 'Takes effect at once for every member. No credits are granted.',
      confirmText: 'Save plan',
      danger: false,
    };
  })();

  return (
    <main className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 lg:py-10">
      <h1 className="text-2xl font-semibold text-stone-900">Admin</h1>
      <p className="mt-1 text-sm text-stone-600">
        Find a user or workspace and act on it. Every action asks for a reason and is listed in the
        audit log.
      </p>
      <form role="search" onSubmit={search} className="mt-6 flex flex-wrap items-end gap-3">
        <TextField
          label="Search users and workspaces"
          placeholder="E-mail, name or id"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          className="min-w-0 flex-1 basis-64"
          type="search"
        />
        <Button type="submit">Search</Button>
      </form>

      <section aria-labelledby="admin-users" className={SECTION}>
        <h2 id="admin-users" className={H2}>
          Users{users.data ? ` (${users.data.total})` : ''}
        </h2>
        {users.data ? (
          <>
            <UsersTable
              users={users.data.items}
              selfEmail={selfEmail}
              onAccess={(user) => setPending({ kind: 'access', user })}
              onImpersonate={(user) => setPending({ kind: 'impersonate', user })}
            />
            <Pager
              label="Users"
              page={userPage}
              pageSize={users.data.page_size}
              total={users.data.total}
              onPage={setUserPage}
            />
          </>
        ) : users.isError ? (
          <p className="text-sm text-red-700">Users could not be loaded. Refresh to try again.</p>
        ) : (
          <Loading text="Loading users…" />
        )}
      </section>

      <section aria-labelledby="admin-workspaces" className={SECTION}>
        <h2 id="admin-workspaces" className={H2}>
          Workspaces{workspaces.data ? ` (${workspaces.data.total})` : ''}
        </h2>
        {workspaces.data ? (
          <>
            <WorkspacesTable
              workspaces={workspaces.data.items}
              onSetPlan={openPlan}
              onGrantCredits={openCredits}
            />
            <Pager
              label="Workspaces"
              page={workspacePage}
              pageSize={workspaces.data.page_size}
              total={workspaces.data.total}
              onPage={setWorkspacePage}
            />
          </>
        ) : workspaces.isError ? (
          <p className="text-sm text-red-700">
            Workspaces could not be loaded. Refresh to try again.
          </p>
        ) : (
          <Loading text="Loading workspaces…" />
        )}
      </section>

      <section aria-labelledby="admin-audit" className={SECTION}>
        <h2 id="admin-audit" className={H2}>
          Audit log
        </h2>
        {audit.data ? (
          <>
            <AuditTable entries={audit.data.items} />
            <Pager
              label="Audit log"
              page={auditPage}
              pageSize={audit.data.page_size}
              total={audit.data.total}
              onPage={setAuditPage}
            />
          </>
        ) : audit.isError ? (
          <p className="text-sm text-red-700">The audit log could not be loaded.</p>
        ) : (
          <Loading text="Loading the audit log…" />
        )}
      </section>

      {dialog ? (
        <ActionDialog
          open
          onOpenChange={(open) => {
            if (!open) setPending(null);
          }}
          title={dialog.title}
          description={dialog.description}
          confirmText={dialog.confirmText}
          danger={dialog.danger}
          onConfirm={confirm}
        >
          {pending?.kind === 'plan' ? (
            <div className="grid gap-4 sm:grid-cols-2">
              <SelectField
                label="Plan"
                value={plan}
                options={PLAN_NAMES.map(option)}
                onChange={(event) => setPlan(event.target.value as PlanName)}
              />
              <SelectField
                label="Status"
                value={status}
                options={PLAN_STATUSES.map(option)}
                onChange={(event) => setStatus(event.target.value as PlanStatus)}
              />
            </div>
          ) : pending?.kind === 'credits' ? (
            <TextField
              label="Credits"
              inputMode="numeric"
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
              hint="A whole number from 1 to 1,000,000."
            />
          ) : null}
        </ActionDialog>
      ) : null}
    </main>
  );
}
