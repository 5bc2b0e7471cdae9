import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { usePageTitle } from '../../../lib/use-page-title';
import { useSharedProjectsQuery, useSubmissionsQuery } from '../api/partner-portal';
import { SubmissionsList } from '../components/submissions-list';
import { SubmitCandidateForm } from '../components/submit-candidate-form';

/**
 * /app/partner (decision 051): a recruiting partner's whole app. The projects shared with them,
 * the submit form and their own submissions; nothing links to pages they cannot use.
 */
export function PartnerPortalPage() {
  usePageTitle('Partner portal');
  const projects = useSharedProjectsQuery();
  const submissions = useSubmissionsQuery();
  const shared = projects.data?.projects ?? [];

  return (
    <main className="mx-auto w-full max-w-4xl space-y-6 px-4 pb-12 sm:px-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-stone-900">
          {projects.data ? `Recruiting for ${projects.data.workspace_name}` : 'Partner portal'}
        </h1>
        {projects.data?.agency_name ? (
          <p className="mt-1 text-stone-600">Signed in for {projects.data.agency_name}.</p>
        ) : null}
      </div>

      <section aria-labelledby="shared-heading">
        <Card>
          <h2 id="shared-heading" className="text-lg font-bold text-stone-900">
            Shared projects
          </h2>
          {projects.isPending ? (
            <p role="status" className="mt-3 text-sm text-stone-600">
              Loading projects…
            </p>
          ) : projects.isError ? (
            <div className="mt-3 flex flex-wrap items-center gap-3 text-sm text-stone-700">
              <p>The projects could not be loaded.</p>
              <Button variant="secondary" onClick={() => void projects.refetch()}>
                Try again
              </Button>
            </div>
          ) : shared.length === 0 ? (
            <p className="mt-3 text-sm text-stone-600">
              No project is shared with you right now. The team that invited you can share one.
            </p>
          ) : (
            <ul aria-label="Shared projects" className="mt-3 grid gap-3 sm:grid-cols-2">
              {shared.map((project) => (
                <li key={project._id} className="rounded-lg border border-stone-200 p-3">
                  <p className="font-medium text-stone-900">{project.name}</p>
                  <p className="text-sm text-stone-600">
                    {[project.job_title, project.location].filter(Boolean).join(' · ')}
                  </p>
                  <p className="mt-1 text-sm text-stone-600">
                    {project.submission_count === 1
                      ? '1 submission'
                      : `${project.submission_count} submissions`}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </section>

      {shared.length > 0 ? (
        <section aria-labelledby="submit-heading">
          <Card>
            <h2 id="submit-heading" className="text-lg font-bold text-stone-900">
              Submit a candidate
            </h2>
            <div className="mt-4">
              <SubmitCandidateForm projects={shared} />
            </div>
          </Card>
        </section>
      ) : null}

      <section aria-labelledby="submissions-heading">
        <Card>
          <h2 id="submissions-heading" className="text-lg font-bold text-stone-900">
            Your submissions
          </h2>
          <div className="mt-3">
            {submissions.isPending ? (
              <p role="status" className="text-sm text-stone-600">
                Loading submissions…
              </p>
            ) : submissions.isError ? (
              <p className="text-sm text-stone-700">The submissions could not be loaded.</p>
            ) : (
              <SubmissionsList submissions={submissions.data} />
            )}
          </div>
        </Card>
      </section>
    </main>
  );
}
