import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Job } from '@hirelane/domain/projects/job.schema';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { usePageTitle } from '../../../lib/use-page-title';
import { useJobQuery } from '../api/job-details';
import { useCurrentProject } from '../api/use-current-project';
import { AGENT_INFO } from '../agent-labels';
import { formatSalary } from '@hirelane/domain/projects/salary-format';
import { EMPLOYMENT_TYPE_LABELS, REMOTE_POLICY_LABELS, SENIORITY_LABELS } from '../option-labels';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="rounded-xl bg-stone-50 px-4 py-3">
      <dt className="text-xs font-medium uppercase tracking-wide text-stone-600">{label}</dt>
      <dd className="mt-1 font-medium text-stone-900">{children}</dd>
    </div>
  );
}

function Skills({
  title,
  skills,
  tone,
}: {
  title: string;
  skills: string[];
  tone: 'strong' | 'soft';
}) {
  return (
    <section aria-label={title}>
      <h2 className="text-sm font-semibold text-stone-900">{title}</h2>
      {skills.length === 0 ? (
        <p className="mt-2 text-sm text-stone-600">None listed.</p>
      ) : (
        <ul className="mt-2 flex flex-wrap gap-1.5">
          {skills.map((skill) => (
            <li
              key={skill}
              className={`rounded-full px-2.5 py-1 text-sm ring-1 ${
                tone === 'strong'
                  ? 'bg-orange-50 text-orange-900 ring-orange-200'
                  : 'bg-white text-stone-800 ring-stone-200'
              }`}
            >
              {skill}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

const notSet = <span className="font-normal text-stone-600">Not specified</span>;

function JobDetails({ job }: { job: Job }) {
  const salary = formatSalary(job.salary);
  return (
    <div className="space-y-6">
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <Fact label="Company">{job.company ?? notSet}</Fact>
        <Fact label="Location">{job.location ?? notSet}</Fact>
        <Fact label="Remote policy">
          {job.remote_policy ? REMOTE_POLICY_LABELS[job.remote_policy] : notSet}
        </Fact>
        <Fact label="Employment type">
          {job.employment_type ? EMPLOYMENT_TYPE_LABELS[job.employment_type] : notSet}
        </Fact>
        <Fact label="Seniority">{job.seniority ? SENIORITY_LABELS[job.seniority] : notSet}</Fact>
        <Fact label="Salary range">{salary ?? notSet}</Fact>
      </dl>
      <section aria-label="Job description">
        <h2 className="text-sm font-semibold text-stone-900">Description</h2>
        {job.description ? (
          <p className="mt-2 whitespace-pre-wrap break-words leading-relaxed text-stone-800">
            {job.description}
          </p>
        ) : (
          <p className="mt-2 text-sm text-stone-600">No description yet.</p>
        )}
      </section>
      <div className="grid gap-6 sm:grid-cols-2">
        <Skills title="Must-have skills" skills={job.must_have_skills} tone="strong" />
        <Skills title="Nice-to-have skills" skills={job.nice_to_have_skills} tone="soft" />
      </div>
    </div>
  );
}

/** /app/projects/{id}/project-details: the job of the project (GET /api/job/get-complete-details). */
export function ProjectDetailsPage() {
  usePageTitle('Project details');
  const { id, workspaceId, project } = useCurrentProject();
  const job = useJobQuery(workspaceId, project.data?.linked_job);
  const canEdit = project.data?.permissions.includes('project:settings:edit') ?? false;
  const agent = project.data ? AGENT_INFO[project.data.agent] : null;

  return (
    <main className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6">
      <Card>
        {job.isPending || project.isPending ? (
          <p role="status" className="flex items-center gap-2 text-stone-600">
            <Spinner className="size-4 text-orange-700" /> Loading the job…
          </p>
        ) : job.isError || !job.data ? (
          <EmptyState
            title="The job could not be loaded"
            description={job.error?.message ?? 'Please refresh and try again.'}
          />
        ) : (
          <>
            <div className="flex flex-col gap-3 border-b border-stone-100 pb-5 sm:flex-row sm:items-start sm:justify-between">
              <div className="min-w-0">
                <p className="text-sm font-medium text-orange-800">Project details</p>
                <h1 className="mt-1 break-words text-2xl font-bold tracking-tight text-stone-900">
                  {job.data.title}
                </h1>
                {agent ? (
                  <p className="mt-1 text-sm text-stone-600">
                    Run by {agent.name} — {agent.role}.
                    {project.data?.agent === 'charlie' && !job.data.is_complete
                      ? ' Charlie needs the complete job details: fill in the missing ones in Settings.'
                      : ''}
                  </p>
                ) : null}
              </div>
              {canEdit ? (
                <Link
                  to={`/app/projects/${encodeURIComponent(id)}/settings#job`}
                  className={buttonClasses('secondary', 'shrink-0')}
                >
                  Edit job
                </Link>
              ) : null}
            </div>
            <div className="mt-6">
              <JobDetails job={job.data} />
            </div>
          </>
        )}
      </Card>
    </main>
  );
}
