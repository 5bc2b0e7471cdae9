import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import type { SessionInfo } from '@hirelane/domain/auth/session.schema';
import type { z } from 'zod';
import type { invitationPreviewSchema } from '@hirelane/domain/workspaces/workspace.schema';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { isApiError, type ApiError } from '../../../lib/api-error';
import { personName } from '../../../lib/person-name';
import { usePageTitle } from '../../../lib/use-page-title';
import { clearSessionCache } from '../../auth/api/session';
import { signOut } from '../../auth/api/sign-out';
import { acceptInvitation } from '../api/invitation';
import { roleWithArticle } from '../role-labels';
import { InvitationProblem } from './invitation-problem';

type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

type InvitationCardProps = {
  token: string;
  preview: InvitationPreview;
  session: SessionInfo | null;
};

export function InvitationCard({ token, preview, session }: InvitationCardProps) {
  usePageTitle(`Join ${preview.workspace_name}`);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [accepting, setAccepting] = useState(false);
  const [switching, setSwitching] = useState(false);
  const [problem, setProblem] = useState<ApiError | null>(null);
  const inviter = preview.invited_by ? personName(preview.invited_by) : 'A teammate';
  const signedInAs = session?.email ?? null;
  const otherAccount =
    signedInAs !== null && signedInAs.toLowerCase() !== preview.email.toLowerCase();

  const accept = async () => {
    setAccepting(true);
    try {
      await acceptInvitation(token);
      window.location.assign('/app');
    } catch (error) {
      setAccepting(false);
      if (isApiError(error) && error.status < 500) setProblem(error);
    }
  };

  const signInParams = new URLSearchParams({
    email: preview.email,
    redirect: `/invite?${new URLSearchParams({ token }).toString()}`,
  });
  const signInPath = `/login?${signInParams.toString()}`;

  // Signed in as someone else: the invitation can only be accepted by the invited address.
  const switchAccount = async () => {
    setSwitching(true);
    try {
      await signOut();
    } catch {
      setSwitching(false);
      return;
    }
    clearSessionCache(queryClient);
    await navigate(signInPath);
  };

  if (problem) return <InvitationProblem message={problem.message} signedIn={session !== null} />;

  return (
    <Card>
      <p className="text-sm font-semibold uppercase tracking-wide text-orange-700">Invitation</p>
      <h1 className="mt-2 text-2xl font-bold tracking-tight text-stone-900 [overflow-wrap:anywhere]">
        {inviter} invited you to join {preview.workspace_name} as {roleWithArticle(preview.role)}
      </h1>
      <p className="mt-3 text-stone-600">
        This invitation is for <strong className="break-all text-stone-900">{preview.email}</strong>
        .
      </p>
      {otherAccount ? (
        <p className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          You are signed in as <strong className="break-all">{signedInAs}</strong>. Sign in with the
          invited address to accept.
        </p>
      ) : null}
      {otherAccount ? (
        <Button
          className="mt-6 w-full [overflow-wrap:anywhere]"
          loading={switching}
          onClick={() => void switchAccount()}
        >
          Sign out and continue as {preview.email}
        </Button>
      ) : session ? (
        <Button className="mt-6 w-full" loading={accepting} onClick={() => void accept()}>
          Accept invitation
        </Button>
      ) : (
        <Link to={signInPath} className={buttonClasses('primary', 'mt-6 w-full')}>
          Sign in to accept
        </Link>
      )}
    </Card>
  );
}
