import { useId, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { inviteMembersRequest } from '@hirelane/domain/workspaces/workspace.schema';
import { TEAM_ROLES, type TeamRole, type WorkspaceRole } from '@hirelane/domain/workspaces/roles';
import { canInviteWithRole } from '@hirelane/domain/workspaces/member-rules';
import { Button } from '../../../components/ui/button';
import { Gated, type ActionVerdict } from '../../../components/ui/gated';
import { SelectField } from '../../../components/ui/select-field';
import { isApiError } from '../../../lib/api-error';
import { inviteMembers } from '../api/members';
import { workspaceKeys } from '../api/query-keys';
import { parseEmailList } from '../parse-emails';
import { ROLE_LABELS } from '../role-labels';

type InviteMembersFormProps = {
  workspaceId: string;
  actorRole: WorkspaceRole;
  seats?: ActionVerdict;
};

export function InviteMembersForm({
  workspaceId,
  actorRole,
  seats = { allowed: true },
}: InviteMembersFormProps) {
  const queryClient = useQueryClient();
  const fieldId = useId();
  const [text, setText] = useState('');
  const [role, setRole] = useState<TeamRole>('member');
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const roleOptions = TEAM_ROLES.filter((option) => canInviteWithRole(actorRole, option)).map(
    (option) => ({ value: option, label: ROLE_LABELS[option] }),
  );

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const emails = parseEmailList(text);
    const parsed = inviteMembersRequest.safeParse({ emails, role });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const index = issue?.path[1];
      const address = typeof index === 'number' ? emails[index] : undefined;
      setError(address ? `${issue?.message} (${address})` : issue?.message);
      return;
    }
    setError(undefined);
    setSending(true);
    try {
      const invitations = await inviteMembers(parsed.data.emails, parsed.data.role);
      toast.success(
        invitations.length === 1 ? 'Invitation sent.' : `${invitations.length} invitations sent.`,
      );
      setText('');
      await queryClient.invalidateQueries({ queryKey: workspaceKeys.members(workspaceId) });
    } catch (caught) {
      if (isApiError(caught) && caught.status < 500) {
        setError(caught.fieldMessage('emails') ?? caught.message);
      }
    } finally {
      setSending(false);
    }
  };

  const messageId = `${fieldId}-message`;
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      <div>
        <label htmlFor={fieldId} className="block text-sm font-medium text-stone-800">
          E-mail addresses
        </label>
        <textarea
          id={fieldId}
          name="emails"
          rows={3}
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="alex@company.com, sam@company.com"
          aria-invalid={error ? true : undefined}
          aria-describedby={messageId}
          className={`mt-1.5 block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-stone-900 shadow-sm placeholder:text-stone-400 focus:outline-none focus:ring-2 sm:text-sm ${
            error
              ? 'border-red-500 focus:ring-red-200'
              : 'border-stone-300 focus:border-orange-500 focus:ring-orange-200'
          }`}
        />
        {error ? (
          <p id={messageId} role="alert" className="mt-1.5 text-sm text-red-700">
            {error}
          </p>
        ) : (
          <p id={messageId} className="mt-1.5 text-sm text-stone-600">
            Separate addresses with commas, spaces or new lines.
          </p>
        )}
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <SelectField
          label="Role"
          name="role"
          value={role}
          onChange={(event) => setRole(event.target.value as TeamRole)}
          options={roleOptions}
          className="sm:w-48"
        />
        <Gated verdict={seats}>
          {(gate) => (
            <Button type="submit" loading={sending} {...gate}>
              Send invitations
            </Button>
          )}
        </Gated>
      </div>
    </form>
  );
}
