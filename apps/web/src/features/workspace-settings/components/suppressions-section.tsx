import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { Suppression } from '@hirelane/domain/candidates/erasure.schema';
import { formatErasureDate } from '@hirelane/domain/candidates/suppression';
import { canManageSuppressions } from '@hirelane/domain/workspace-settings/workspace-rules';
import { SettingsSection } from '../../../components/settings-section';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { LockedNote } from '../../../components/ui/locked-note';
import { TextField } from '../../../components/ui/text-field';
import { isApiError } from '../../../lib/api-error';
import { settingsKeys } from '../api/query-keys';
import { checkSuppression, liftSuppression, useSuppressionsQuery } from '../api/suppressions';
import { useWorkspaceDetailsQuery } from '../api/workspace-settings';

const KIND_LABELS = { email: 'e-mail', phone: 'phone', linkedin: 'LinkedIn' } as const;

const byName = (user: Suppression['erased_by']) =>
  user ? ` by ${`${user.first_name} ${user.last_name}`.trim()}` : '';

const kindsText = (kinds: Suppression['kinds']) =>
  kinds.length > 0 ? kinds.map((kind) => KIND_LABELS[kind]).join(', ') : 'nothing';

/** One suppression: when, by whom, what was hashed; lifted or a Lift button. */
function SuppressionLine({
  entry,
  onLift,
}: {
  entry: Suppression;
  onLift: (entry: Suppression) => void;
}) {
  return (
    <li className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0 text-sm">
        <p className="font-medium text-stone-900">
          Erased on <time dateTime={entry.erased_at}>{formatErasureDate(entry.erased_at)}</time>
          {byName(entry.erased_by)}
        </p>
        <p className="text-stone-600">Hashed: {kindsText(entry.kinds)}</p>
        {entry.lifted_at ? (
          <p className="text-stone-600">
            Lifted on <time dateTime={entry.lifted_at}>{formatErasureDate(entry.lifted_at)}</time>
            {byName(entry.lifted_by)}: they can be added again.
          </p>
        ) : null}
      </div>
      {entry.lifted_at ? null : (
        <Button variant="secondary" className="shrink-0" onClick={() => onLift(entry)}>
          Lift suppression
        </Button>
      )}
    </li>
  );
}

/** Finds the entry of a typed e-mail (the list itself shows nobody's e-mail). */
function FindByEmail({
  onLift,
  known,
}: {
  onLift: (entry: Suppression) => void;
  /** The list as loaded: a found entry is shown as it is now (e.g. lifted since). */
  known: Suppression[] | undefined;
}) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [result, setResult] = useState<{ email: string; entry: Suppression | null } | null>(null);
  const [checking, setChecking] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setChecking(true);
    setError(undefined);
    try {
      setResult({ email: email.trim(), entry: await checkSuppression(email) });
    } catch (caught) {
      setResult(null);
      setError(
        isApiError(caught) && caught.status < 500
          ? (caught.fieldMessage('email') ?? caught.message)
          : 'The e-mail could not be checked. Please try again.',
      );
    } finally {
      setChecking(false);
    }
  };

  return (
    <div className="space-y-3">
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
      >
        <TextField
          className="min-w-0 flex-1"
          label="Find an erased person by e-mail"
          name="suppression-email"
          type="email"
          autoComplete="off"
          value={email}
          error={error}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Button type="submit" variant="secondary" loading={checking} disabled={!email.trim()}>
          Check
        </Button>
      </form>
      {result ? (
        <div role="status" className="rounded-xl border border-stone-200">
          {result.entry ? (
            <ul>
              <SuppressionLine
                entry={known?.find((entry) => entry._id === result.entry?._id) ?? result.entry}
                onLift={onLift}
              />
            </ul>
          ) : (
            <p className="p-4 text-sm text-stone-700">
              {result.email} is not on the suppression list.
            </p>
          )}
        </div>
      ) : null}
    </div>
  );
}

/** #suppressions: people erased at their request, for owners and admins to find and lift. */
export function SuppressionsSection({ workspaceId }: { workspaceId: string | null }) {
  const queryClient = useQueryClient();
  const details = useWorkspaceDetailsQuery(workspaceId);
  const verdict = details.data ? canManageSuppressions(details.data.role) : null;
  const list = useSuppressionsQuery(workspaceId, verdict?.allowed === true);
  const [lifting, setLifting] = useState<Suppression | null>(null);

  const lift = async (entry: Suppression) => {
    try {
      await liftSuppression(entry._id);
      toast.success('Suppression lifted: this person can be added again.');
      if (workspaceId)
        await queryClient.invalidateQueries({ queryKey: settingsKeys.suppressions(workspaceId) });
    } catch (caught) {
      toast.error(
        isApiError(caught) && caught.status < 500
          ? caught.message
          : 'The suppression could not be lifted. Please try again.',
      );
    }
  };

  const body = () => {
    if (!workspaceId) return <p className="text-sm text-stone-700">No workspace yet.</p>;
    if (!verdict)
      return details.isError ? (
        <p className="text-sm text-stone-700">The suppression list could not be loaded.</p>
      ) : (
        <p role="status" className="text-sm text-stone-600">
          Loading the suppression list…
        </p>
      );
    if (!verdict.allowed) return <LockedNote>{verdict.reason}</LockedNote>;
    return (
      <div className="space-y-5">
        <FindByEmail onLift={setLifting} known={list.data} />
        {list.isPending ? (
          <p role="status" className="text-sm text-stone-600">
            Loading the suppression list…
          </p>
        ) : !list.data ? (
          <div className="flex flex-wrap items-center gap-3 text-sm text-stone-700">
            <p>The suppression list could not be loaded.</p>
            <Button variant="secondary" onClick={() => void list.refetch()}>
              Try again
            </Button>
          </div>
        ) : list.data.length === 0 ? (
          <p className="text-sm text-stone-700">Nobody has been erased in this workspace.</p>
        ) : (
          <ul
            aria-label="Erased people"
            className="divide-y divide-stone-100 rounded-xl border border-stone-200"
          >
            {list.data.map((entry) => (
              <SuppressionLine key={entry._id} entry={entry} onLift={setLifting} />
            ))}
          </ul>
        )}
        <ConfirmDialog
          open={lifting !== null}
          onOpenChange={(open) => {
            if (!open) setLifting(null);
          }}
          header="Lift this suppression?"
          description="Imports, forms, searches and the extension may add this person again. Do this only when they asked to be added back."
          confirmText="Lift suppression"
          onConfirm={async () => {
            if (lifting) await lift(lifting);
          }}
        />
      </div>
    );
  };

  return (
    <SettingsSection
      id="suppressions"
      title="Erased people"
      description="People erased at their request. Only one-way hashes of their e-mail, phone and LinkedIn profile are kept, so imports and searches do not add them back."
    >
      {body()}
    </SettingsSection>
  );
}
