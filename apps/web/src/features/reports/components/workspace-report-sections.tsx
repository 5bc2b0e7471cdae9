import type { WorkspaceReport } from '@hirelane/domain/reports/workspace-report.schema';
import { countColumn, labelColumn, shareColumn } from '../lib/report-columns';
import { formatCount, formatShare } from '../lib/report-format';
import type { ReportColumn } from '../lib/table-csv';
import { ReportChart, seriesColor } from './report-chart';
import { ReportSection } from './report-section';
import { ReportTable } from './report-table';

type ProjectRow = WorkspaceReport['projects'][number];
type RecruiterRow = WorkspaceReport['recruiters'][number];

const PROJECT_COLUMNS: ReportColumn<ProjectRow>[] = [
  labelColumn('Project', (row) => row.name),
  countColumn('People now', (row) => row.people),
  countColumn('Added', (row) => row.added),
  countColumn('Moves', (row) => row.moves),
  countColumn('Messages sent', (row) => row.sent),
  countColumn('Replies', (row) => row.replies),
  shareColumn('Reply rate', (row) => row.replyRate),
];

const RECRUITER_COLUMNS: ReportColumn<RecruiterRow>[] = [
  labelColumn('Teammate', (row) => row.name),
  countColumn('Candidates added', (row) => row.added),
  countColumn('Moves made', (row) => row.moves),
  countColumn('Replies received', (row) => row.replies),
];

/** The totals, then the per-project and per-teammate tables of the workspace report. */
export function WorkspaceReportSections({ report }: { report: WorkspaceReport }) {
  const file = (name: string) => `${name}-${report.range.from}-to-${report.range.to}.csv`;
  const totals = [
    ['Candidates added', formatCount(report.totals.added)],
    ['Moves made', formatCount(report.totals.moves)],
    ['Messages sent', formatCount(report.totals.sent)],
    ['Replies', formatCount(report.totals.replies)],
    ['Reply rate', formatShare(report.totals.replyRate)],
  ] as const;
  return (
    <>
      <section
        aria-labelledby="report-totals-heading"
        className="rounded-xl border border-stone-200 bg-white p-4"
      >
        <h2 id="report-totals-heading" className="text-lg font-semibold text-stone-900">
          Totals
        </h2>
        <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-5">
          {totals.map(([label, value]) => (
            <div key={label} className="rounded-lg bg-stone-50 p-3">
              <dt className="text-sm text-stone-600">{label}</dt>
              <dd className="text-xl font-semibold text-stone-900">{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <ReportSection
        id="report-projects"
        title="By project"
        note="Adds, moves, messages and replies within the range, per project you can see."
        empty={report.projects.length === 0}
        emptyText="You are not on any project yet."
        chart={
          <ReportChart
            data={report.projects.map((row) => ({
              label: row.name,
              added: row.added,
              replies: row.replies,
            }))}
            series={[
              { key: 'added', label: 'Added', color: seriesColor(0) },
              { key: 'replies', label: 'Replies', color: seriesColor(1) },
            ]}
          />
        }
      >
        <ReportTable
          caption="By project"
          columns={PROJECT_COLUMNS}
          rows={report.projects}
          rowKey={(row) => row.projectId}
          filename={file('projects')}
        />
      </ReportSection>
      <ReportSection
        id="report-recruiters"
        title="By teammate"
        note="Who added candidates and moved them, and the replies to e-mails sent from their mailboxes."
        empty={report.recruiters.length === 0}
        emptyText="No teammate activity within this range."
        chart={
          <ReportChart
            data={report.recruiters.map((row) => ({
              label: row.name,
              moves: row.moves,
              replies: row.replies,
            }))}
            series={[
              { key: 'moves', label: 'Moves made', color: seriesColor(0) },
              { key: 'replies', label: 'Replies received', color: seriesColor(1) },
            ]}
          />
        }
      >
        <ReportTable
          caption="By teammate"
          columns={RECRUITER_COLUMNS}
          rows={report.recruiters}
          rowKey={(row) => row.userId}
          filename={file('teammates')}
        />
      </ReportSection>
    </>
  );
}
