import type { ReactNode } from 'react';
import type { Project } from '@hirelane/domain/projects/project.schema';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { usePageTitle } from '../../../lib/use-page-title';
import { useScrollToHash } from '../../../lib/use-scroll-to-hash';
import { useJobQuery } from '../api/job-details';
import { useProjectMembersQuery } from '../api/project-members';
import { useCurrentProject } from '../api/use-current-project';
import { CareerPageSection } from '../components/settings/career-page-section';
import { JobSection } from '../components/settings/job-section';
import { LifecycleSection } from '../components/settings/lifecycle-section';
import { RenameSection } from '../components/settings/rename-section';

const Loading = ({ label }: { label: string }) => (
  <p role="status" className="flex items-center gap-2 text-stone-600">
    <Spinner className="size-4 text-orange-700" /> {label}
  </p>
);

/** What a settings section owned by another feature gets from the page. */
export type ProjectSettingsSectionContext = {
  workspaceId: string;
  projectId: string;
  project: Project;
  canEdit: boolean;
};

type ProjectSettingsPageProps = {
  /**
   * The custom fields section, owned by the pipeline feature, which depends on projects: the page
   * registry (app/) composes it in, so projects does not import pipeline.
   */
  customFields: (context: ProjectSettingsSectionContext) => ReactNode;
  /** The interview plan and settings of a charlie project, owned by the interviews feature. */
  interviewDesign: (context: ProjectSettingsSectionContext) => ReactNode;
  /** Interview scheduling (#scheduling), owned by the calendars feature. */
  scheduling?: (context: ProjectSettingsSectionContext) => ReactNode;
  /** The project's Slack channel, owned by the slack feature. */
  slackChannel?: (context: ProjectSettingsSectionContext) => ReactNode;
};

/**
 * /app/projects/{id}/settings: name, job, the interview plan and settings (charlie), interview
 * scheduling, custom fields, archive and delete — each by permission.
 */
export function ProjectSettingsPage({
  customFields,
  interviewDesign,
  scheduling,
  slackChannel,
}: ProjectSettingsPageProps) {
  usePageTitle('Project settings');
  useScrollToHash();
  const { id, workspaceId, project } = useCurrentProject();
  const members = useProjectMembersQuery(workspaceId, id);
  const job = useJobQuery(workspaceId, project.data?.linked_job);
  const data = project.data;
  const permissions = members.data?.permissions ?? data?.permissions ?? [];
  const canEdit = permissions.includes('project:settings:edit');
  const canDelete = permissions.includes('project:delete');

  return (
    <main className="mx-auto w-full max-w-4xl space-y-6 px-4 py-8 sm:px-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-stone-900">Project settings</h1>
        <p className="mt-1 text-stone-600">
          {data?.agent === 'charlie'
            ? 'The project’s name, job, interview plan and settings, custom fields and life cycle.'
            : 'The project’s name, job, custom fields and life cycle.'}
        </p>
      </div>
      {!data ? (
        <Loading label="Loading the project…" />
      ) : (
        <>
          <RenameSection
            key={data.name}
            workspaceId={workspaceId}
            projectId={id}
            name={data.name}
            canEdit={canEdit}
          />
          {job.data ? (
            <JobSection
              key={job.data.updated_at}
              workspaceId={workspaceId}
              projectId={id}
              agent={data.agent}
              job={job.data}
              canEdit={canEdit}
            />
          ) : job.isError ? (
            <EmptyState title="The job could not be loaded" description={job.error.message} />
          ) : (
            <Loading label="Loading the job…" />
          )}
          {data.agent === 'charlie'
            ? interviewDesign({ workspaceId, projectId: id, project: data, canEdit })
            : null}
          {scheduling?.({ workspaceId, projectId: id, project: data, canEdit })}
          <CareerPageSection workspaceId={workspaceId} projectId={id} canEdit={canEdit} />
          {customFields({ workspaceId, projectId: id, project: data, canEdit })}
          {slackChannel?.({ workspaceId, projectId: id, project: data, canEdit })}
          <LifecycleSection
            workspaceId={workspaceId}
            projectId={id}
            name={data.name}
            archived={data.archived}
            canEdit={canEdit}
            canDelete={canDelete}
          />
        </>
      )}
    </main>
  );
}
