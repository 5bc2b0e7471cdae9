import { useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router';
import {
  DEFAULT_INVITATION_TEMPLATE,
  inviteeRefusal,
  invitationTemplateSchema,
  type InvitationTemplate,
  type SendInvitationsResult,
} from '@hirelane/domain/interviews/invitations.schema';
import { Card } from '../../../components/ui/card';
import { SelectField } from '../../../components/ui/select-field';
import { useAppSession } from '../../../lib/use-app-session';
import { usePageTitle } from '../../../lib/use-page-title';
import { useMailboxesQuery } from '../../accounts/api/mailboxes';
import { PaidActionButton } from '../../billing/components/paid-action-button';
import { useInterviewDesignQuery } from '../api/interview-design';
import {
  invitationKeys,
  resendInvitation,
  revokeInvitation,
  sendInvitations,
  useInvitationsQuery,
  useInviteesQuery,
} from '../api/invitations';
import { InvitationEmailEditor } from '../components/invitation-email-editor';
import { InvitationList } from '../components/invitation-list';
import { InvitationPreview } from '../components/invitation-preview';
import { InviteePicker } from '../components/invitee-picker';
import { SendSummary } from '../components/send-summary';

const PRODUCT_MAIL = '';

/** /app/projects/{id}/pipeline/send-interview-invitations: pick, write, preview, send, follow. */
export function SendInterviewInvitationsPage() {
  usePageTitle('Send interview invitations');
  const { id: projectId = '' } = useParams();
  const [search] = useSearchParams();
  const workspaceId = useAppSession().profile_info.current_workspace?._id ?? '';
  const projectPath = `/app/projects/${encodeURIComponent(projectId)}`;
  const queryClient = useQueryClient();
  const design = useInterviewDesignQuery(workspaceId, projectId);
  const invitees = useInviteesQuery(workspaceId, projectId);
  const invitations = useInvitationsQuery(workspaceId, projectId);
  const mailboxes = useMailboxesQuery(workspaceId || null);

  const [picked, setPicked] = useState<Set<string> | null>(null);
  const [template, setTemplate] = useState<InvitationTemplate>(DEFAULT_INVITATION_TEMPLATE);
  // null until the recruiter picks: then the project's campaign mailbox, else the product's mail.
  const [pickedMailbox, setPickedMailbox] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<SendInvitationsResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const people = useMemo(() => invitees.data?.items ?? [], [invitees.data]);
  // Until the recruiter changes it, the selection is the pipeline's (those who can be invited).
  const selected = useMemo(() => {
    if (picked) return picked;
    const fromPipeline = new Set((search.get('candidate_ids') ?? '').split(',').filter(Boolean));
    return new Set(
      people.filter((p) => fromPipeline.has(p._id) && inviteeRefusal(p) === null).map((p) => p._id),
    );
  }, [picked, people, search]);
  const chosen = people.filter((p) => selected.has(p._id));

  const parsed = invitationTemplateSchema.safeParse(template);
  const templateError = parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
  const senders = (mailboxes.data ?? []).filter(
    (box) => box.enabled && box.status === 'verified' && !box.paused_reason,
  );
  const campaignBox = invitees.data?.default_mailbox_id ?? null;
  const mailboxId =
    pickedMailbox ??
    (campaignBox && senders.some((box) => box._id === campaignBox) ? campaignBox : PRODUCT_MAIL);
  const noPlan = design.data !== undefined && design.data.plan === null;
  const blockedReason = noPlan
    ? 'Save an interview plan in Settings first.'
    : chosen.length === 0
      ? 'Pick at least one candidate.'
      : templateError;

  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: invitationKeys.all(workspaceId, projectId) });

  const send = async () => {
    setSending(true);
    setFailure(null);
    try {
      const answer = await sendInvitations(projectId, {
        candidate_ids: chosen.map((p) => p._id),
        ...template,
        mailbox_id: mailboxId || null,
      });
      setOutcome(answer.data);
      setPicked(new Set());
      await refresh();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'The invitations could not be sent.');
    } finally {
      setSending(false);
    }
  };

  const act = async (run: () => Promise<unknown>) => {
    setFailure(null);
    try {
      await run();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'That did not work.');
    } finally {
      await refresh();
    }
  };

  return (
    <main className="mx-auto w-full max-w-5xl space-y-6 px-4 py-8 sm:px-6">
      <header>
        <Link
          to={`${projectPath}/pipeline`}
          className="text-sm font-medium text-orange-800 underline"
        >
          Back to the pipeline
        </Link>
        <h1 className="mt-2 text-2xl font-semibold text-stone-900">Send interview invitations</h1>
        <p className="mt-1 text-stone-700">
          Each candidate gets their own link to an interview with Charlie. One interview costs its
          credits only when it is taken: they are held now and given back if the link is never used.
        </p>
      </header>

      {noPlan ? (
        <p
          role="alert"
          className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900"
        >
          Save an interview plan in Settings first.{' '}
          <Link to={`${projectPath}/settings`} className="font-medium underline">
            Open Settings
          </Link>
        </p>
      ) : null}

      <Card>
        <h2 className="text-lg font-semibold text-stone-900">Candidates</h2>
        <div className="mt-4">
          {invitees.isPending ? (
            <p role="status" className="text-sm text-stone-600">
              Loading candidates…
            </p>
          ) : invitees.isError ? (
            <p role="alert" className="text-sm text-red-700">
              {invitees.error.message}
            </p>
          ) : (
            <InviteePicker
              invitees={people}
              total={invitees.data.total}
              selected={selected}
              onChange={setPicked}
            />
          )}
        </div>
      </Card>

      <Card>
        <h2 className="text-lg font-semibold text-stone-900">Invitation e-mail</h2>
        <div className="mt-4 space-y-6">
          <SelectField
            label="Send from"
            value={mailboxId}
            onChange={(event) => setPickedMailbox(event.target.value)}
            options={[
              { value: PRODUCT_MAIL, label: 'Hirelane’s own mail (no mailbox)' },
              ...senders.map((box) => ({
                value: box._id,
                label: box.display_name ? `${box.display_name} <${box.email}>` : box.email,
              })),
            ]}
          />
          <InvitationEmailEditor template={template} onChange={setTemplate} error={templateError} />
          <InvitationPreview
            projectId={projectId}
            template={template}
            candidates={chosen.length > 0 ? chosen : people.filter((p) => p.email)}
            blocked={templateError !== null}
          />
        </div>
      </Card>

      <div className="space-y-3">
        <PaidActionButton
          label={
            chosen.length === 0
              ? 'Send invitations'
              : chosen.length === 1
                ? 'Send 1 invitation'
                : `Send ${chosen.length} invitations`
          }
          action="ai_interview"
          quantity={chosen.length}
          variant="primary"
          loading={sending}
          blockedReason={blockedReason}
          onRun={send}
        />
        {failure ? (
          <p role="alert" className="text-sm text-red-700">
            {failure}
          </p>
        ) : null}
        {outcome ? <SendSummary result={outcome} invitees={people} /> : null}
      </div>

      <Card>
        <h2 className="text-lg font-semibold text-stone-900">Invitations</h2>
        <div className="mt-4">
          {invitations.isPending ? (
            <p role="status" className="text-sm text-stone-600">
              Loading invitations…
            </p>
          ) : invitations.isError ? (
            <p role="alert" className="text-sm text-red-700">
              {invitations.error.message}
            </p>
          ) : (
            <InvitationList
              invitations={invitations.data}
              onResend={(id) => act(() => resendInvitation(projectId, id))}
              onRevoke={(id) => act(() => revokeInvitation(projectId, id))}
            />
          )}
        </div>
      </Card>
    </main>
  );
}
