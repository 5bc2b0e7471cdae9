import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { SessionInfo } from '@hirelane/domain/auth/session.schema';
import type { ProjectMember } from '@hirelane/domain/projects/project.schema';
import { SHARE_PROJECT_DENIED_MESSAGE } from '@hirelane/domain/projects/project-roles';
import type { WorkspaceMember } from '@hirelane/domain/workspaces/workspace.schema';
import { Button } from '../../../components/ui/button';
import { DisabledReason } from '../../../components/ui/disabled-reason';
import { Modal } from '../../../components/ui/modal';
import { isApiError } from '../../../lib/api-error';
import {
  addProjectMembers,
  changeProjectMemberRole,
  removeProjectMember,
  type AssignableRole,
} from '../api/project-members';
import { projectKeys } from '../api/query-keys';
import { memberName } from '../member-identity';
import { CollaboratorPicker, type PickedMember } from './collaborator-picker';
import { PeopleWithAccess } from './people-with-access';

/** SPEC 8 / 9: notifications last 6 s; so do the add-members error notifications. */
export const SHARE_ERROR_DURATION_MS = 6000;
export const REMOVING_NOTICE = 'Removing candidate...';

const messageOf = (error: unknown, fallback: string): string =>
  isApiError(error) || error instanceof Error ? error.message || fallback : fallback;

type ShareProjectModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  workspaceId: string;
  projectId: string;
  projectName: string;
  members: ProjectMember[];
  /** The viewer's project permissions (from the member list). */
  permissions: readonly string[];
  /** The workspace's active members; undefined while they load. */
  activeMembers: WorkspaceMember[] | undefined;
  session: SessionInfo;
};

/**
 * SPEC 2.3 / 4.6 / 5 share modal (500 px). Before anyone is picked: 'People with access' and Done.
 * Picked people form a to-be-invited list, each with a role, sent with Share.
 */
export function ShareProjectModal({
  open,
  onOpenChange,
  workspaceId,
  projectId,
  projectName,
  members,
  permissions,
  activeMembers,
  session,
}: ShareProjectModalProps) {
  const queryClient = useQueryClient();
  const [picked, setPicked] = useState<PickedMember[]>([]);
  const [sending, setSending] = useState(false);
  const [busyMemberId, setBusyMemberId] = useState<string | null>(null);
  const canEdit = permissions.includes('project:members:edit');
  const shareDisabled = !canEdit || sending;

  const refetchMembers = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: projectKeys.members(workspaceId, projectId) }),
      queryClient.invalidateQueries({ queryKey: projectKeys.detail(workspaceId, projectId) }),
      queryClient.invalidateQueries({ queryKey: [...projectKeys.all(workspaceId), 'list'] }),
    ]);

  const close = (next: boolean) => {
    if (sending) return;
    if (!next) setPicked([]);
    onOpenChange(next);
  };

  const share = async () => {
    if (shareDisabled || picked.length === 0) return;
    setSending(true);
    try {
      const answer = await addProjectMembers(
        projectId,
        picked.map((entry) => ({ _id: entry.member._id, role: entry.role })),
      );
      if (!answer.success) throw new Error(answer.message ?? 'The project could not be shared.');
      toast.success(answer.message ?? 'Project shared.');
      await refetchMembers();
      setPicked([]);
      onOpenChange(false);
    } catch (error) {
      toast.error(messageOf(error, 'The project could not be shared.'), {
        duration: SHARE_ERROR_DURATION_MS,
      });
    } finally {
      setSending(false);
    }
  };

  // SPEC 8: a loading notice, replaced by the server's message — with success type even on failure.
  const remove = async (member: ProjectMember) => {
    setBusyMemberId(member._id);
    const notice = toast.loading(REMOVING_NOTICE);
    try {
      const answer = await removeProjectMember(projectId, member._id);
      toast.success(answer.message ?? `${memberName(member)} was removed.`, { id: notice });
      if (answer.success) await refetchMembers();
    } catch (error) {
      toast.success(messageOf(error, 'The member could not be removed.'), { id: notice });
    } finally {
      setBusyMemberId(null);
    }
  };

  const changeRole = async (member: ProjectMember, role: AssignableRole) => {
    if (role === member.role) return;
    setBusyMemberId(member._id);
    try {
      const answer = await changeProjectMemberRole(projectId, member._id, role);
      if (!answer.success) throw new Error(answer.message ?? 'The role could not be changed.');
      toast.success(answer.message ?? 'Role changed.');
      await refetchMembers();
    } catch (error) {
      toast.error(messageOf(error, 'The role could not be changed.'), {
        duration: SHARE_ERROR_DURATION_MS,
      });
    } finally {
      setBusyMemberId(null);
    }
  };

  const shareButton = (
    <Button
      onClick={() => void share()}
      disabled={shareDisabled}
      loading={sending}
      className={canEdit ? '' : 'pointer-events-none'}
    >
      Share
    </Button>
  );

  return (
    <Modal open={open} onOpenChange={close} title={`Share “${projectName}”`}>
      <CollaboratorPicker
        activeMembers={activeMembers}
        projectMembers={members}
        picked={picked}
        onPickedChange={setPicked}
        disabled={sending}
      />

      {picked.length === 0 ? (
        <>
          <PeopleWithAccess
            members={members}
            session={session}
            canEdit={canEdit}
            busyMemberId={busyMemberId}
            onChangeRole={(member, role) => void changeRole(member, role)}
            onRemove={(member) => void remove(member)}
          />
          <div className="mt-6 flex justify-end">
            <Button onClick={() => close(false)}>Done</Button>
          </div>
        </>
      ) : (
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setPicked([])} disabled={sending}>
            Cancel
          </Button>
          {canEdit ? (
            shareButton
          ) : (
            <DisabledReason reason={SHARE_PROJECT_DENIED_MESSAGE}>{shareButton}</DisabledReason>
          )}
        </div>
      )}
    </Modal>
  );
}
