import { useId } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { usePageTitle } from '../../../lib/use-page-title';
import { useWorkspaceReportQuery } from '../api/reports';
import { RangePicker } from '../components/range-picker';
import { WorkspaceReportSections } from '../components/workspace-report-sections';
import { useReportRange } from '../lib/use-report-range';

/** /app/reports: activity and results across the projects the user can see, filterable. */
export function WorkspaceReportsPage() {
  usePageTitle('Reports');
  const { range, choosePreset, chooseCustom, params, setParam } = useReportRange();
  const projectId = params.get('project');
  const report = useWorkspaceReportQuery(range, projectId);
  const selectId = useId();

  return (
    <main className="mx-auto w-full max-w-6xl space-y-6 px-4 py-6 sm:px-6">
      <h1 className="text-2xl font-bold text-stone-900">Reports</h1>
      <div className="flex flex-col gap-3">
        <RangePicker
          key={`${range.from}-${range.to}`}
          range={range}
          onPreset={choosePreset}
          onCustom={chooseCustom}
        />
        <div className="w-full sm:w-72">
          <label htmlFor={selectId} className="block text-sm font-medium text-stone-800">
            Project
          </label>
          <select
            id={selectId}
            value={projectId ?? ''}
            onChange={(event) => setParam('project', event.target.value || null)}
            className="mt-1.5 block w-full rounded-lg border border-stone-300 bg-white px-3 py-2.5 text-base text-stone-900 shadow-sm focus:border-orange-500 focus:outline-none focus:ring-2 focus:ring-orange-200 sm:text-sm"
          >
            <option value="">All projects</option>
            {(report.data?.projectOptions ?? []).map((project) => (
              <option key={project.id} value={project.id}>
                {project.name}
              </option>
            ))}
          </select>
        </div>
      </div>
      {report.isPending ? (
        <p role="status" className="flex items-center gap-2 text-stone-600">
          <Spinner /> Loading the report…
        </p>
      ) : report.isError ? (
        <EmptyState
          title="The report could not be loaded"
          description="Refresh the page to try again."
        />
      ) : (
        <>
          <p className="text-sm text-stone-600">
            From {report.data.range.from} to {report.data.range.to} (UTC), both days included.
          </p>
          <WorkspaceReportSections report={report.data} />
        </>
      )}
    </main>
  );
}
