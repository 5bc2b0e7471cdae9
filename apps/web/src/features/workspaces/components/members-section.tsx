import { useState } from 'react';
import { INVITATION_RESEND_COOLDOWN_SECONDS } from '@hirelane/domain/workspaces/team-actions';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { useMembersQuery } from '../api/members';
import { useClock } from '../hooks/use-clock';
import { useTeamControls } from '../hooks/use-team-controls';
import { useTeamViewer } from '../hooks/use-team-viewer';
import { teamCounts, teamRowMatches, teamRowsOf } from '../team-rows';
import { InvitePanel } from './invite-panel';
import { usePlanLimit } from '../../../lib/use-plan-limit';
import { TeamConfirmDialog } from './team-confirm-dialog';
import { TeamSearchField } from './team-search-field';
import { TeamTable } from './team-table';

type MembersSectionProps = {
  workspaceId: string;
  workspaceName: string;
  viewerEmail: string;
  /** The section heading (default 'Members'). */
  title?: string;
  headingId?: string;
};

const COOLDOWN_MS = INVITATION_RESEND_COOLDOWN_SECONDS * 1000;

/** "2 of 5 people match." while a search is typed; empty (and visually hidden) otherwise. */
const searchStatus = (query: string, shown: number, total: number): string => {
  if (!query) return '';
  if (shown === 0) return `No one matches “${query}”.`;
  return `${shown} of ${total} ${total === 1 ? 'person matches' : 'people match'}.`;
};

/**
 * Settings > Team: active, invited and inactive people of the workspace in one searchable table.
 * Each control is enabled by the same rules the server applies; a disabled one says why.
 */
export function MembersSection({
  workspaceId,
  workspaceName,
  viewerEmail,
  title = 'Members',
  headingId,
}: MembersSectionProps) {
  const members = useMembersQuery(workspaceId);
  const [query, setQuery] = useState('');
  const data = members.data;
  const cooldownEnds = data?.invitations.map((i) => Date.parse(i.last_sent_at) + COOLDOWN_MS);
  const now = useClock(cooldownEnds && cooldownEnds.length > 0 ? Math.max(...cooldownEnds) : null);
  const { isYou, viewer, activeOwners, canInvite } = useTeamViewer(data, viewerEmail);
  const controls = useTeamControls(workspaceId, viewer);
  // Seats as the server counts them: active members and invitations that can still be accepted.
  const seatVerdict = usePlanLimit(
    'seats',
    data
      ? data.active_members.length +
          data.invitations.filter((invitation) => invitation.status === 'pending').length
      : undefined,
  );

  const rows = teamRowsOf(data);
  const shown = rows.filter((row) => teamRowMatches(query, row));
  const trimmed = query.trim();

  return (
    <Card>
      <h2 id={headingId} className="text-lg font-bold text-stone-900">
        {title}
      </h2>
      <p className="mt-1 text-sm text-stone-600">
        People who work in {workspaceName}, and who is invited.
      </p>

      {data ? (
        <InvitePanel
          workspaceId={workspaceId}
          viewer={viewer}
          canInvite={canInvite}
          seats={seatVerdict}
        />
      ) : null}

      {members.isPending ? (
        <p role="status" className="mt-6 flex items-center gap-2 text-stone-600">
          <Spinner className="size-4 text-orange-600" /> Loading members…
        </p>
      ) : members.isError ? (
        <p role="alert" className="mt-6 text-sm text-red-700">
          We could not load the members: {members.error.message}
        </p>
      ) : (
        <div className="mt-6">
          <div className="flex flex-col gap-3 md:flex-row md:items-end md:justify-between">
            <div>
              <h3 className="font-semibold text-stone-900">People</h3>
              <p className="text-sm text-stone-600">{data ? teamCounts(data) : ''}</p>
            </div>
            <TeamSearchField query={query} onQueryChange={setQuery} />
          </div>

          <p role="status" className={trimmed ? 'mt-3 text-sm text-stone-700' : 'sr-only'}>
            {searchStatus(trimmed, shown.length, rows.length)}
          </p>

          {shown.length > 0 ? (
            <TeamTable
              rows={shown}
              workspaceName={workspaceName}
              viewer={viewer}
              activeOwners={activeOwners}
              isYou={isYou}
              now={now}
              controls={controls}
            />
          ) : null}
        </div>
      )}

      <TeamConfirmDialog
        confirmation={controls.confirmation}
        workspaceName={workspaceName}
        onClose={() => controls.setConfirmation(null)}
        onConfirm={controls.confirm}
      />
    </Card>
  );
}
