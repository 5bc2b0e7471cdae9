import type { ProjectReport } from '@hirelane/domain/reports/project-report.schema';
import { countColumn, labelColumn } from '../lib/report-columns';
import { formatCount, formatSeconds, formatShare } from '../lib/report-format';
import type { ReportColumn } from '../lib/table-csv';
import { ReportChart, seriesColor } from './report-chart';
import { ReportSection } from './report-section';
import { ReportTable } from './report-table';

type Interviews = NonNullable<ProjectReport['interviews']>;
type VerdictRow = Interviews['verdicts'][number];

const VERDICT_COLUMNS: ReportColumn<VerdictRow>[] = [
  labelColumn('Verdict', (row) => row.label),
  countColumn('Interviews', (row) => row.count),
];

/** A charlie project's interviews: invitations, completion, verdicts and time to complete. */
export function InterviewReportSection({
  interviews,
  range,
}: {
  interviews: Interviews;
  range: ProjectReport['range'];
}) {
  const figures = [
    ['Invitations', formatCount(interviews.invited)],
    ['Completed', formatCount(interviews.completed)],
    ['Completion rate', formatShare(interviews.completionRate)],
    ['Median time to complete', formatSeconds(interviews.medianSecondsToComplete)],
  ] as const;
  return (
    <ReportSection
      id="report-interviews"
      title="Interviews"
      note="Invitations sent within the range (revoked ones left out); a person's decision counts over the AI's verdict."
      empty={interviews.invited === 0}
      emptyText="No interview invitation was sent within this range."
      chart={
        <div className="space-y-4">
          <dl className="grid grid-cols-2 gap-3">
            {figures.map(([label, value]) => (
              <div key={label} className="rounded-lg bg-stone-50 p-3">
                <dt className="text-sm text-stone-600">{label}</dt>
                <dd className="text-xl font-semibold text-stone-900">{value}</dd>
              </div>
            ))}
          </dl>
          <ReportChart
            data={interviews.verdicts.map((row) => ({ label: row.label, count: row.count }))}
            series={[{ key: 'count', label: 'Interviews', color: seriesColor(0) }]}
          />
        </div>
      }
    >
      <ReportTable
        caption="Verdicts"
        columns={VERDICT_COLUMNS}
        rows={interviews.verdicts}
        rowKey={(row) => row.verdict}
        filename={`verdicts-${range.from}-to-${range.to}.csv`}
      />
    </ReportSection>
  );
}
