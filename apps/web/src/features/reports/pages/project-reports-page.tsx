import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCurrentProject } from '../../projects/api/use-current-project';
import { useProjectReportQuery } from '../api/reports';
import { InterviewReportSection } from '../components/interview-report-section';
import { OutreachReportSections } from '../components/outreach-report-sections';
import { PipelineReportSections } from '../components/pipeline-report-sections';
import { RangePicker } from '../components/range-picker';
import { useReportRange } from '../lib/use-report-range';

/** /app/projects/{id}/reports: the project's pipeline, outreach and interviews over a range. */
export function ProjectReportsPage() {
  usePageTitle('Reports');
  const { id } = useCurrentProject();
  const { range, choosePreset, chooseCustom } = useReportRange();
  const report = useProjectReportQuery(id, range);

  return (
    <main className="mx-auto w-full max-w-6xl space-y-6 px-4 py-6 sm:px-6">
      <h1 className="text-2xl font-bold text-stone-900">Reports</h1>
      <RangePicker
        key={`${range.from}-${range.to}`}
        range={range}
        onPreset={choosePreset}
        onCustom={chooseCustom}
      />
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
          <PipelineReportSections report={report.data} />
          {report.data.interviews ? (
            <InterviewReportSection interviews={report.data.interviews} range={report.data.range} />
          ) : null}
          <OutreachReportSections report={report.data} />
        </>
      )}
    </main>
  );
}
