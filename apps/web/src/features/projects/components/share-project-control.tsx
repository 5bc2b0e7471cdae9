import { useState } from 'react';
import type { SessionInfo } from '@hirelane/domain/auth/session.schema';
import type { ProjectMember } from '@hirelane/domain/projects/project.schema';
import { Button } from '../../../components/ui/button';
import { useMembersQuery } from '../../workspaces/api/members';
import { ShareProjectModal } from './share-project-modal';
import { ShareIcon } from '../../../components/ui/icons';

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
        <ShareIcon />
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
