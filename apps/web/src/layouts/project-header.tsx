import type { SessionInfo } from '@hirelane/domain/auth/session.schema';
import type { Project, ProjectMember } from '@hirelane/domain/projects/project.schema';
import { AgentBadge } from '../features/projects/components/agent-badge';
import { MemberAvatars } from '../features/projects/components/member-avatars';
import { ShareProjectControl } from '../features/projects/components/share-project-control';
import { projectBackgroundImage } from '../features/projects/project-backgrounds';
import { ProjectNav, type ProjectNavLink } from './project-sidebar';

type ProjectHeaderProps = {
  session: SessionInfo;
  project: Project | undefined;
  members: ProjectMember[];
  permissions: readonly string[];
  links: ProjectNavLink[] | null;
};

/**
 * The strip above a project page: the project's name and agent, its members (stacked avatars) and
 * the share control; below 768 px also the project's sections, as the sidebar is hidden there.
 */
export function ProjectHeader({
  session,
  project,
  members,
  permissions,
  links,
}: ProjectHeaderProps) {
  return (
    <div className="border-b border-stone-200 bg-white">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2 px-4 py-2.5 sm:px-6">
        {project ? (
          <div className="flex min-w-0 basis-full items-center gap-2.5 sm:flex-1 sm:basis-auto">
            <span
              aria-hidden="true"
              className="size-7 shrink-0 rounded-lg ring-1 ring-black/5"
              style={{
                backgroundImage: projectBackgroundImage(project.meta.bg_image_id, project._id),
              }}
            />
            <p className="min-w-0 truncate font-semibold text-stone-900" data-testid="project-name">
              {project.name}
            </p>
            <AgentBadge agent={project.agent} compact />
            {project.archived ? (
              <span className="shrink-0 rounded-full bg-stone-200 px-2 py-0.5 text-xs font-semibold text-stone-800">
                Archived
              </span>
            ) : null}
          </div>
        ) : (
          <span aria-hidden="true" className="h-5 w-48 animate-pulse rounded bg-stone-200" />
        )}
        <div className="ml-auto flex items-center gap-3">
          {members.length > 0 ? <MemberAvatars members={members} session={session} /> : null}
          {project ? (
            <ShareProjectControl
              session={session}
              projectId={project._id}
              projectName={project.name}
              members={members}
              permissions={permissions}
            />
          ) : null}
        </div>
      </div>
      <div className="border-t border-stone-100 px-2 py-1.5 md:hidden">
        <ProjectNav links={links} compact label="Project sections" />
      </div>
    </div>
  );
}
