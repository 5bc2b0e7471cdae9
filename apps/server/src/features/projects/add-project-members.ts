import { countLabel } from '@hirelane/domain/format/pluralize';
import {
  SHARE_PROJECT_DENIED_MESSAGE,
  type ProjectRole,
} from '@hirelane/domain/projects/project-roles';
import type { FieldError } from '@hirelane/domain/http/envelope';
import type { Database } from '../../db/client';
import { unprocessable } from '../../http/http-error';
import type { TenantContext } from '../../http/request-context';
import { loadProjectAccess, requireProjectPermission } from './project-access';
import {
  findWorkspacePeople,
  insertProjectMembers,
  listProjectMembers,
  personName,
} from './project-member-store';
import { updateProject } from './project-store';

/**
 * Shares the project with active members of the workspace. People already on the project are
 * skipped; anyone who is not an active member fails the whole request (422, per entry).
 */
export const addProjectMembers = async (
  db: Database,
  tenant: TenantContext,
  projectId: string,
  picked: Array<{ _id: string; role: ProjectRole }>,
): Promise<string> =>
  db.transaction(async (tx) => {
    const access = await loadProjectAccess(tx, tenant, projectId, { lock: true });
    requireProjectPermission(access, 'project:members:edit', SHARE_PROJECT_DENIED_MESSAGE);
    const unique = [...new Map(picked.map((member) => [member._id, member])).values()];
    const people = new Map(
      (
        await findWorkspacePeople(
          tx,
          tenant.workspaceId,
          unique.map((member) => member._id),
        )
      ).map((person) => [person.id, person]),
    );
    const errors: FieldError[] = [];
    picked.forEach((member, index) => {
      const person = people.get(member._id);
      if (!person || person.status !== 'active')
        errors.push({
          path: `members.${index}._id`,
          message: person
            ? `${personName(person)} is not an active member of this workspace.`
            : 'This person is not a member of this workspace.',
        });
    });
    if (errors.length > 0)
      throw unprocessable('Only active members of this workspace can be added.', errors);

    const onProject = new Set(
      (await listProjectMembers(tx, tenant.workspaceId, projectId)).map((member) => member._id),
    );
    const fresh = unique.filter((member) => !onProject.has(member._id));
    if (fresh.length === 0) {
      const only = unique.length === 1 ? people.get(unique[0]?._id ?? '') : undefined;
      throw unprocessable(
        only
          ? `${personName(only)} already has access to this project.`
          : 'Everyone you picked already has access to this project.',
      );
    }
    const added = await insertProjectMembers(
      tx,
      tenant.workspaceId,
      projectId,
      fresh.map((member) => ({ workspaceMemberId: member._id, role: member.role })),
    );
    await updateProject(tx, tenant.workspaceId, projectId, {});
    return `${countLabel(added, 'member')} added to ${access.project.name}.`;
  });
