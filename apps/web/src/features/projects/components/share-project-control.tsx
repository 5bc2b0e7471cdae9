import { useState } from 'react';
import type { SessionInfo } from '@hirelane/domain/auth/session.schema';
import type { ProjectMember } from '@hirelane/domain/projects/project.schema';
import { Button } from '../../../components/ui/button';
import { useMembersQuery } from '../../workspaces/api/members';
import { ShareProjectModal } from './share-project-modal';

type ShareProjectControlProps = {
  session: SessionInfo;
  projectId: string;
  projectName: string;
  members: ProjectMember[];
  permissions: readonly string[];
};

/** The project layout's Share control: opens the share modal (SPEC 2.3). */
export function ShareProjectControl({
  session,
  projectId,
  projectName,
  members,
  permissions,
}: ShareProjectControlProps) {
  const [open, setOpen] = useState(false);
  const workspaceId = session.profile_info.current_workspace?._id ?? '';
  const team = useMembersQuery(workspaceId, open);
  return (
    <>
      <Button
        variant="secondary"
        onClick={() => setOpen(true)}
        aria-label="Share project"
        className="min-h-9 px-3"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M16 8a3 3 0 1 0 0-6a3 3 0 0 0 0 6z M6 15a3 3 0 1 0 0-6a3 3 0 0 0 0 6z M16 22a3 3 0 1 0 0-6a3 3 0 0 0 0 6z M8.6 13.5l4.8 3 M13.4 6.5l-4.8 3" />
        </svg>
        Share
      </Button>
      <ShareProjectModal
        open={open}
        onOpenChange={setOpen}
        workspaceId={workspaceId}
        projectId={projectId}
        projectName={projectName}
        members={members}
        permissions={permissions}
        activeMembers={team.data?.active_members}
        session={session}
      />
    </>
  );
}
