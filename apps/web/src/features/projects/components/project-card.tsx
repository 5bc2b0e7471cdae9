import { Link } from 'react-router';
import { abbreviateNumber } from '@hirelane/domain/format/abbreviate-number';
import { formatRelativeOrDateTime } from '@hirelane/domain/format/format-date';
import { pluralize } from '@hirelane/domain/format/pluralize';
import type { ProjectListItem } from '@hirelane/domain/projects/project.schema';
import { projectBackgroundImage } from '../project-backgrounds';
import { AgentBadge } from './agent-badge';
import { UserIcon, UsersIcon } from '../../../components/ui/icons';

const ICON_CLASSES = 'size-4 text-stone-500';

/** One project of /app/projects: its background, name, agent, candidate and member counts. */
export function ProjectCard({ project }: { project: ProjectListItem }) {
  const candidates = project.total_saved_candidates;
  const members = project.members_count;
  return (
    <li>
      <Link
        to={`/app/projects/${encodeURIComponent(project._id)}`}
        className="group flex h-full flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-md focus:outline-none focus-visible:ring-2 focus-visible:ring-orange-500 focus-visible:ring-offset-2"
      >
        <div
          data-testid="project-background"
          className="relative h-20 shrink-0"
          style={{ backgroundImage: projectBackgroundImage(project.meta.bg_image_id, project._id) }}
        >
          <span className="absolute left-3 top-3">
            <AgentBadge agent={project.agent} />
          </span>
          {project.archived ? (
            <span className="absolute right-3 top-3 rounded-full bg-stone-900/80 px-2 py-0.5 text-xs font-semibold text-white">
              Archived
            </span>
          ) : null}
        </div>
        <div className="flex flex-1 flex-col gap-2 p-4">
          <h2 className="line-clamp-2 break-words text-base font-semibold text-stone-900 group-hover:text-orange-800">
            {project.name}
          </h2>
          <dl className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-stone-700">
            <div>
              <dt className="sr-only">Candidates</dt>
              <dd className="flex items-center gap-1.5">
                <UsersIcon className={ICON_CLASSES} strokeWidth={1.8} />
                {abbreviateNumber(candidates)} {pluralize(candidates, 'candidate')}
              </dd>
            </div>
            <div>
              <dt className="sr-only">Members</dt>
              <dd className="flex items-center gap-1.5">
                <UserIcon className={ICON_CLASSES} strokeWidth={1.8} />
                {members} {pluralize(members, 'member')}
              </dd>
            </div>
          </dl>
          <p className="text-xs text-stone-600">
            Updated {formatRelativeOrDateTime(project.updated_at)}
          </p>
        </div>
      </Link>
    </li>
  );
}

/** The loading state of the projects grid: card-shaped placeholders. */
export function ProjectCardSkeletons({ count = 6 }: { count?: number }) {
  return (
    <ul aria-hidden="true" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className="overflow-hidden rounded-2xl border border-stone-200 bg-white">
          <div className="h-20 animate-pulse bg-stone-200" />
          <div className="space-y-3 p-4">
            <div className="h-4 w-2/3 animate-pulse rounded bg-stone-200" />
            <div className="h-3 w-1/2 animate-pulse rounded bg-stone-100" />
            <div className="h-3 w-1/3 animate-pulse rounded bg-stone-100" />
          </div>
        </li>
      ))}
    </ul>
  );
}
