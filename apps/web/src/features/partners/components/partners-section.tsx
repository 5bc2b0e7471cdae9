import { useState, type FormEvent } from 'react';
import { invitePartnerRequest } from '@hirelane/domain/partners/partner.schema';
import { SettingsSection } from '../../../components/settings-section';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { isApiError } from '../../../lib/api-error';
import { useProjectListQuery } from '../../projects/api/project-list';
import {
  useInvitePartner,
  useProjectPartnersQuery,
  useRemoveProjectPartner,
} from '../api/partner-admin';

type Props = { workspaceId: string | null; canEdit: boolean };

const LIST_PARAMS = { sortBy: 'name', search: '', archived: false } as const;

/**
 * #partners: per project, the recruiting partners it is shared with and the invitations that
 * will share it; owners and admins invite a partner to it and take access back (decision 051).
 */
export function PartnersSection({ workspaceId, canEdit }: Props) {
  const projects = useProjectListQuery(workspaceId ?? '', LIST_PARAMS);
  const [chosen, setChosen] = useState<string>('');
  const projectId = chosen || projects.data?.[0]?._id || null;

  return (
    <SettingsSection
      id="partners"
      title="Recruiting partners"
      description="Agencies you invite see only the projects you share with them and only the candidates they submit. Partners use no seat of your plan."
    >
      {!workspaceId ? (
        <p className="text-sm text-stone-700">No workspace yet.</p>
      ) : projects.isPending ? (
        <p role="status" className="text-sm text-stone-600">
          Loading projects…
        </p>
      ) : !projects.data || projects.data.length === 0 || !projectId ? (
        <p className="text-sm text-stone-700">Create a project first to share it with a partner.</p>
      ) : (
        <div className="space-y-5">
          <SelectField
            label="Project"
            value={projectId}
            options={projects.data.map((project) => ({ value: project._id, label: project.name }))}
            onChange={(event) => setChosen(event.target.value)}
          />
          <ProjectPartners workspaceId={workspaceId} projectId={projectId} canEdit={canEdit} />
          {canEdit ? (
            <InvitePartnerForm workspaceId={workspaceId} projectId={projectId} />
          ) : (
            <p className="text-sm text-stone-600">Only owners and admins can invite partners.</p>
          )}
        </div>
      )}
    </SettingsSection>
  );
}

function ProjectPartners({
  workspaceId,
  projectId,
  canEdit,
}: {
  workspaceId: string;
  projectId: string;
  canEdit: boolean;
}) {
  const partners = useProjectPartnersQuery(workspaceId, projectId);
  const remove = useRemoveProjectPartner(workspaceId, projectId);
  if (partners.isPending)
    return (
      <p role="status" className="text-sm text-stone-600">
        Loading partners…
      </p>
    );
  if (!partners.data)
    return <p className="text-sm text-stone-700">The partners could not be loaded.</p>;
  const { partners: rows, invitations } = partners.data;
  if (rows.length === 0 && invitations.length === 0)
    return <p className="text-sm text-stone-600">No partner has access to this project.</p>;
  return (
    <ul aria-label="Partners with access" className="divide-y divide-stone-200">
      {rows.map((partner) => {
        const name =
          `${partner.profile.first_name} ${partner.profile.last_name}`.trim() ||
          partner.profile.email;
        return (
          <li
            key={partner._id}
            className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
          >
            <div className="min-w-0">
              <p className="truncate font-medium text-stone-900">{partner.agency_name ?? name}</p>
              <p className="truncate text-sm text-stone-600">
                {name} · {partner.profile.email} ·{' '}
                {partner.submission_count === 1
                  ? '1 submission'
                  : `${partner.submission_count} submissions`}
              </p>
            </div>
            {canEdit ? (
              <Button
                variant="secondary"
                loading={remove.isPending && remove.variables === partner._id}
                onClick={() => void remove.mutateAsync(partner._id).catch(() => undefined)}
                aria-label={`Remove access of ${partner.agency_name ?? name}`}
              >
                Remove access
              </Button>
            ) : null}
          </li>
        );
      })}
      {invitations.map((invitation) => (
        <li key={invitation._id} className="py-3">
          <p className="truncate font-medium text-stone-900">
            {invitation.agency_name ?? invitation.email}
          </p>
          <p className="truncate text-sm text-stone-600">{invitation.email} · Invitation pending</p>
        </li>
      ))}
    </ul>
  );
}

type InviteErrors = { email?: string; agency_name?: string };

function InvitePartnerForm({ workspaceId, projectId }: { workspaceId: string; projectId: string }) {
  const [email, setEmail] = useState('');
  const [agency, setAgency] = useState('');
  const [errors, setErrors] = useState<InviteErrors>({});
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const invite = useInvitePartner(workspaceId);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setMessage(null);
    const body = { email, agency_name: agency, project_ids: [projectId] };
    const parsed = invitePartnerRequest.safeParse(body);
    if (!parsed.success) {
      const found: InviteErrors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0];
        if (key === 'email' || key === 'agency_name') found[key] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    try {
      const answer = await invite.mutateAsync(body);
      setMessage({ ok: true, text: answer.message ?? 'Invitation sent.' });
      setEmail('');
      setAgency('');
    } catch (error) {
      setMessage({
        ok: false,
        text: isApiError(error) ? error.message : 'The invitation could not be sent.',
      });
    }
  };

  return (
    <form
      noValidate
      aria-label="Invite a partner to this project"
      onSubmit={(event) => void submit(event)}
      className="rounded-lg border border-stone-200 p-4"
    >
      <h3 className="text-sm font-bold text-stone-900">Invite a partner to this project</h3>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        <TextField
          label="Partner e-mail"
          type="email"
          value={email}
          error={errors.email}
          onChange={(event) => {
            setEmail(event.target.value);
            setErrors((previous) => ({ ...previous, email: undefined }));
          }}
        />
        <TextField
          label="Agency"
          value={agency}
          error={errors.agency_name}
          onChange={(event) => {
            setAgency(event.target.value);
            setErrors((previous) => ({ ...previous, agency_name: undefined }));
          }}
        />
      </div>
      {message ? (
        <p
          role={message.ok ? 'status' : 'alert'}
          className={`mt-3 rounded-lg px-3 py-2 text-sm ${message.ok ? 'bg-green-50 text-green-900' : 'bg-red-50 text-red-800'}`}
        >
          {message.text}
        </p>
      ) : null}
      <div className="mt-4 flex justify-end">
        <Button type="submit" loading={invite.isPending}>
          Send invitation
        </Button>
      </div>
    </form>
  );
}
